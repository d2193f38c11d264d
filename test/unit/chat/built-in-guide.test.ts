import { describe, expect, it } from 'vitest';
import { DEFAULT_TEST_MESSAGE } from '../../../functions/domain/q-calls.ts';
import { type GuideMessage, builtInGuideReply } from '../../../functions/domain/q/built-in-guide.ts';
import {
  WIDGET_GREETING,
  WIDGET_STARTER_TOPICS,
  WIDGET_SUGGESTED_QUESTIONS,
  suggestsBuildingNow,
} from '../../../functions/domain/q/widget-script.ts';

const greeting: GuideMessage = { role: 'assistant', content: WIDGET_GREETING };
const ask = (...userMessages: string[]): string => {
  const history: GuideMessage[] = [greeting];
  for (const content of userMessages) {
    history.push({ role: 'user', content });
    history.push({ role: 'assistant', content: builtInGuideReply(history) });
  }
  return history[history.length - 1]?.content ?? '';
};

describe('built-in guide: suggested questions', () => {
  const [different, launchTime, cost, compliance, preview, stories] = WIDGET_SUGGESTED_QUESTIONS;

  it('says what makes the product different with the site claims', () => {
    const reply = ask(different);
    expect(reply).toContain('white-label');
    expect(reply).toContain('10-14 days');
    expect(reply).toContain('No revenue sharing');
    expect(reply).toContain('BVN/KYC');
  });

  it('answers how quickly one can launch with 10-14 days, 24 hours review and 2-3 days to development', () => {
    const reply = ask(launchTime);
    expect(reply).toContain('10-14 days');
    expect(reply).toContain('3-6 months');
    expect(reply).toContain('24 hours');
    expect(reply).toContain('2-3 days');
  });

  it('answers the price with the real figures and no invented ones', () => {
    const reply = ask(cost);
    expect(reply).toContain('Starting from ₦5,000,000');
    expect(reply).toContain('₦150,000/month');
    expect(reply).toMatch(/Basic Support\*\* is free/);
    const amounts = reply.match(/₦[\d,]*\d/g) ?? [];
    expect(new Set(amounts)).toEqual(new Set(['₦5,000,000', '₦150,000']));
  });

  it('answers Nigerian compliance with BVN/KYC and CBN, without promising a licence', () => {
    const reply = ask(compliance);
    expect(reply).toContain('BVN/KYC');
    expect(reply).toContain('CBN');
    expect(reply).toContain('licence itself is granted by the CBN');
  });

  it('offers a preview on the setup call and says the words that show Build My Platform', () => {
    const reply = ask(preview);
    expect(reply).toContain('preview');
    expect(reply).toContain('schedule');
    expect(suggestsBuildingNow(reply)).toBe(true);
  });

  it('points to the success stories on the site without inventing clients', () => {
    const reply = ask(stories);
    expect(reply).toContain('Success Stories');
    expect(reply).toContain('Trusted by Nigerian Businesses');
  });

  it.each(WIDGET_SUGGESTED_QUESTIONS)('"%s" ends with a follow-up question in light markdown', (question) => {
    const reply = ask(question);
    expect(reply.trim().endsWith('?') || suggestsBuildingNow(reply)).toBe(true);
    expect(reply).toContain('**');
    expect(reply).not.toMatch(/<[a-z]/i);
  });

  it('answers two questions asked at once', () => {
    const reply = ask('How much does it cost and how long does it take?');
    expect(reply).toContain('₦5,000,000');
    expect(reply).toContain('10-14 days');
  });
});

describe('built-in guide: starter topics', () => {
  const expectations: Record<(typeof WIDGET_STARTER_TOPICS)[number], RegExp[]> = {
    // Issue #27: a starter topic is an opener, so it gets what the platform does (the capability
    // table's line) and discovery questions, not a price block; the taxi pitch's "cash" was never published.
    FinTech: [/FinTech/, /BVN\/NIN/, /CBN licence/],
    eCommerce: [/eCommerce/, /marketplace/, /Paystack/],
    Restaurant: [/restaurant/i, /kitchen display/, /dispatch/],
    'Taxi/Ride-Hailing': [/ride-hailing/i, /keke/, /city/],
    'CTO Service': [/CTO-as-a-Service/, /senior tech team/],
    'Not sure yet': [/FinTech/, /eCommerce/, /Restaurant/, /Real estate/, /CTO-as-a-Service/],
  };

  it.each(WIDGET_STARTER_TOPICS)('%s gets a specific answer and a follow-up question', (topic) => {
    const reply = ask(topic);
    for (const pattern of expectations[topic]) expect(reply).toMatch(pattern);
    expect(reply.trim().endsWith('?')).toBe(true);
    if (topic !== 'Not sure yet') expect(reply).not.toContain('₦');
  });

  it('gives each topic its own answer', () => {
    const replies = WIDGET_STARTER_TOPICS.map((topic) => ask(topic));
    expect(new Set(replies).size).toBe(WIDGET_STARTER_TOPICS.length);
  });
});

describe('built-in guide: conversation', () => {
  it('recognises a business idea in the visitor’s own words', () => {
    expect(ask('I want to open a buka in Yaba with delivery')).toContain('restaurant');
    expect(ask('I want to build a shortlet apartment booking site')).toContain('real estate');
  });

  it('keeps the business the visitor chose when a later answer merely mentions another sector word', () => {
    const reply = ask(
      'Restaurant',
      'Do you handle Nigerian compliance (BVN/KYC, CBN)?',
      'Lagos, delivery only',
    );
    expect(reply).toContain('restaurant platform');
    expect(reply).not.toContain('logistics');
  });

  it('uses the chosen business when answering a later question', () => {
    expect(ask('Taxi/Ride-Hailing', 'How quickly can I launch?')).toContain(
      'your ride-hailing platform goes live',
    );
  });

  it('moves an engaged visitor to the next step so the Build My Platform button appears', () => {
    const early = ask('FinTech');
    expect(suggestsBuildingNow(early)).toBe(false);
    const later = ask('FinTech', 'Both banking and crypto', 'We have an MFB licence');
    expect(suggestsBuildingNow(later)).toBe(true);
    expect(later).toContain('/launch');
  });

  it('pitches the business named in the test panel’s default message and offers the next step', () => {
    const reply = ask(DEFAULT_TEST_MESSAGE);
    expect(reply).toContain('**FinTech** platform');
    expect(reply).toContain('Starting from ₦5,000,000');
    expect(suggestsBuildingNow(reply)).toBe(true);
  });

  it('answers readiness with the next step and a preview to schedule', () => {
    const reply = ask("I'm ready, let's do it");
    expect(reply).toContain('next step');
    expect(reply).toContain('preview');
    expect(reply).toContain('schedule');
  });

  it('explains the referral programme with the 10% commission', () => {
    const reply = ask('How does your referral commission work?');
    expect(reply).toContain('10% of the setup fee');
    expect(reply).toContain('within 30 days of go-live');
    expect(reply).toContain('/refer');
  });

  it('greets and asks what business, and never answers an empty history with nothing', () => {
    expect(ask('hello')).toContain('What business do you want to start?');
    expect(builtInGuideReply([])).toBe(WIDGET_GREETING);
  });

  it('gives a useful answer to anything else', () => {
    const reply = ask('hmm');
    expect(reply).toContain('What kind of business');
  });
});
