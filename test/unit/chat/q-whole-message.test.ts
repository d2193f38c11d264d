import { describe, expect, it } from 'vitest';
import { type GuideMessage, builtInGuideReply } from '../../../functions/domain/q/built-in-guide.ts';
import { setAside } from '../../../functions/domain/q/guide/set-aside.ts';

/*
 * The general mechanisms behind issue #27's "the answer comes from what the whole message asks".
 * The wordings here are this file's own, not the held-out set's: that set keeps measuring Q on
 * messages nobody here wrote.
 */

/** Q's last reply to the founder's messages, each earlier reply fed back as the widget does. */
function last(...userMessages: string[]): string {
  const history: GuideMessage[] = [];
  let reply = '';
  for (const content of userMessages) {
    history.push({ role: 'user', content });
    reply = builtInGuideReply(history);
    history.push({ role: 'assistant', content: reply });
  }
  return reply;
}

const NO_REVENUE_SHARE = /no revenue sharing/i;
const REFERRAL_SHARE = /\b10% of the setup fee/;

describe('bringing someone to us is the referral programme (#27)', () => {
  it('hears "if we introduce our members" as a referral, not as a platform question', () => {
    const reply = last('We run a cooperative. If we introduce our members to you, what is in it for us?');
    expect(reply).toMatch(REFERRAL_SHARE);
  });

  it('hears the Pidgin "how much we go get" after a misspelt referral as the commission', () => {
    expect(last('referal ting, how much we go get?')).toMatch(REFERRAL_SHARE);
  });

  it('answers a referral question in the middle of the founder’s own enquiry', () => {
    const reply = last(
      'I want an online store for my shoes.',
      'My cousin runs a pharmacy. If I bring her, what do I get?',
    );
    expect(reply).toMatch(REFERRAL_SHARE);
  });
});

describe('bringing customers to one’s own business is not a referral (#27)', () => {
  it('does not answer "how do I bring customers to my store?" with the referral commission', () => {
    expect(last('How do I bring customers to my store?')).not.toMatch(REFERRAL_SHARE);
  });
});

describe('the founder’s own commission is their revenue, not our referral programme (#27)', () => {
  it('answers "is any of my commission yours" from a founder who earns commission with no revenue sharing', () => {
    const reply = last(
      'Our agents earn commission on every lease. Does your platform share in our commission?',
    );
    expect(reply).toMatch(NO_REVENUE_SHARE);
    expect(reply).not.toMatch(REFERRAL_SHARE);
  });

  it('answers both halves of "two questions: how fast, and do you take a cut of our sales"', () => {
    const reply = last(
      'Two questions: how fast can you launch a shop for me, and do you take a cut of our sales?',
    );
    expect(reply).toMatch(/10-14 days/);
    expect(reply).toMatch(NO_REVENUE_SHARE);
  });
});

describe('naming a business does not ask its price (#27)', () => {
  it('answers "can I get a ride app for my okadas too" without a price block', () => {
    const reply = last(
      'I sell shoes online in Aba.',
      'I also run 15 okadas. Can I get a ride app for them too?',
    );
    expect(reply).not.toMatch(/₦/);
    expect(reply).toMatch(/ride-hailing|keke|bikes|driver/i);
  });
});

describe('a topic the founder puts aside does not pick the answer (#27)', () => {
  it('splits off the set-aside clause and names its topic', () => {
    expect(setAside('Leave the licence matter, how long does it take?')).toEqual({
      kept: 'how long does it take?',
      dismissed: new Set(['licence']),
    });
    expect(setAside('How long does it take?').dismissed.size).toBe(0);
  });

  it('gives no price when the founder says the question is not about price', () => {
    const reply = last('This is not about cost. Will the banking app carry my own logo and domain?');
    expect(reply).not.toMatch(/₦/);
    expect(reply).toMatch(/brand|domain|logo/i);
  });

  it('answers the price, not data protection, when data is put aside', () => {
    const reply = last('Never mind data protection for now, what does the Banking Platform cost?');
    expect(reply).toContain('₦5,000,000');
    expect(reply).not.toMatch(/NDPA|Data Protection Act/);
  });
});

describe('two platforms weighed in one question (#27)', () => {
  it('says what each named platform does, and leaves the choice to the setup call', () => {
    const reply = last('For my bakery, should I take the eCommerce platform or the restaurant one?');
    expect(reply).toMatch(/\*\*eCommerce:\*\*/);
    expect(reply).toMatch(/\*\*Restaurant Ordering and Delivery:\*\*/);
    expect(reply).toMatch(/confirmed on the free 30-minute setup call/);
    expect(reply).not.toMatch(/^\s*yes\b/i);
  });
});

describe('what a fee covers is what it includes (#27)', () => {
  it('answers "what does the price cover" with what the plan includes', () => {
    expect(last('What does the price cover?')).toMatch(/includes:/);
  });
});

describe('a follow-up about providers’ charges after the revenue answer (#27)', () => {
  it('answers who pays them in new words, not by repeating the earlier reply', () => {
    const reply = last('Is there any revenue sharing?', 'And the SMS charges, who covers them?');
    expect(reply).toMatch(/third-party costs/i);
    expect(reply).toMatch(/directly to each provider/);
  });
});

describe('a business entry matched only on a general question’s word is not that business (#27)', () => {
  it('answers "how long to go live?" in a fintech chat without the lending/FCCPC line', () => {
    const reply = last('fintech', 'How long to go live?');
    expect(reply).toMatch(/10-14 days/);
    expect(reply).not.toMatch(/FCCPC|lend/i);
  });
});

describe('what the founder’s customers can do is the platform, not a compliance lecture (#27)', () => {
  it('answers "can passengers pay cash or card on the taxi app?" from the capability table, not with PCI DSS', () => {
    const reply = last('Can passengers pay cash or card on the taxi app?');
    expect(reply).not.toMatch(/PCI/);
    expect(reply).toMatch(/\*\*Payments:\*\* Cards, bank transfer and USSD/);
    expect(reply).toMatch(/confirmed on the free 30-minute setup call/);
  });

  it('still answers a card question that names the rule with the compliance answer', () => {
    expect(last('Do my customers’ card payments need PCI compliance?')).toMatch(/PCI DSS/);
  });
});
