import { describe, expect, it } from 'vitest';
import {
  CAPABILITY_RULE,
  PLATFORM_CAPABILITIES,
  capabilityLines,
} from '../../../functions/domain/platform-capabilities/index.ts';
import { type GuideMessage, builtInGuideReply } from '../../../functions/domain/q/built-in-guide.ts';
import { tidyReply } from '../../../functions/domain/q/guide/compose.ts';
import { founderFacts } from '../../../functions/domain/q/guide/memory.ts';
import { buildSystemPrompt } from '../../../functions/domain/q/system-prompt.ts';

/** Q's replies to each message in turn, fed back as the widget does. */
function converse(...userMessages: string[]): string[] {
  const history: GuideMessage[] = [];
  const replies: string[] = [];
  for (const content of userMessages) {
    history.push({ role: 'user', content });
    const reply = builtInGuideReply(history);
    replies.push(reply);
    history.push({ role: 'assistant', content: reply });
  }
  return replies;
}
const last = (...userMessages: string[]) => converse(...userMessages).at(-1) ?? '';

describe('what the founder said (#27)', () => {
  it('keeps the city, size, deadline, budget and licence status', () => {
    const facts = founderFacts([
      'I run a restaurant with three branches in Abuja',
      'we want it live before Christmas, budget is ₦6m',
      "we don't have a CBN licence yet",
    ]);
    expect(facts).toMatchObject({ city: 'Abuja', size: 'three branches', licence: 'none' });
    expect(facts.deadline).toMatch(/before christmas/i);
    expect(facts.budget).toMatch(/6m/);
  });

  it('does not ask again for a licence the founder already has', () => {
    const reply = last('fintech', 'we already have an MFB licence', 'how much?');
    expect(reply).toContain('₦5,000,000');
    expect(reply).not.toMatch(/do you (already )?have a cbn licen[cs]e/i);
  });
});

describe('the whole message, not its strongest keyword (#27)', () => {
  it('answers a short opener with discovery questions, not a price block', () => {
    for (const opener of ['fintech', 'ride-hailing', 'real estate']) {
      const reply = last(opener);
      expect(reply, opener).not.toContain('₦');
      expect(reply.match(/\?/g)?.length ?? 0, opener).toBeGreaterThanOrEqual(2);
      expect(reply, opener).not.toMatch(/after (payment|you pay)/i);
    }
  });

  it('reads shorthand of common questions', () => {
    expect(last('hw mch')).toContain('₦5,000,000');
    expect(last('hw long')).toContain('10-14 days');
  });

  it('does not turn "market", "bank loan" or tenants paying monthly into another topic', () => {
    expect(last('I sell in the market, can you help me sell online?')).not.toMatch(/marketing/i);
    expect(last('I will take a bank loan to pay for it, how much?')).not.toMatch(/FCCPC|lending/i);
    expect(last('can my tenants pay monthly?')).not.toMatch(/instalment/i);
  });
});

describe('"can you do X?" (#27)', () => {
  it('says what the platform does and that the specific need is confirmed on the setup call, never yes', () => {
    const reply = last('Can your taxi app handle tricycles and buses?');
    expect(reply).toContain('Cars, keke and bikes.');
    expect(reply).toMatch(/confirmed on the free 30-minute setup call/);
    expect(reply).not.toMatch(/^\s*yes\b|\byes,? we (can|do)\b/i);
  });

  it('gives the model the same table and rule', () => {
    const prompt = buildSystemPrompt('widget', [{ role: 'user', content: 'can it do escrow?' }]);
    expect(prompt).toContain(CAPABILITY_RULE);
    for (const platform of PLATFORM_CAPABILITIES)
      for (const line of capabilityLines(platform)) expect(prompt, platform.id).toContain(line);
  });
});

describe('one answer, said once (#27)', () => {
  it('drops a sentence said in an earlier reply and keeps one call to action', () => {
    const earlier = ['Our pricing is simple. The exact quote is confirmed on the free 30-minute setup call.'];
    const tidy = tidyReply(
      [
        'The exact quote is confirmed on the free 30-minute setup call.',
        'Premium Support is optional and billed monthly in advance.',
        'Book your setup call at /launch.',
        'Tap **Build My Platform** below or go to /launch.',
      ].join('\n\n'),
      { earlier, language: 'en' },
    );
    expect(tidy).not.toContain('The exact quote is confirmed');
    expect(tidy).toContain('Premium Support is optional');
    expect(tidy.match(/\/launch/g)).toHaveLength(1);
  });

  it('never repeats a sentence across a conversation about price and time', () => {
    const replies = converse('how much?', 'how long?', 'how much again?');
    const sentences = replies.map((reply) =>
      reply
        .split(/\n|(?<=[.!?])\s+/)
        .map((sentence) =>
          sentence
            .toLowerCase()
            .replace(/[^\p{L}\p{N}₦]+/gu, ' ')
            .trim(),
        )
        .filter((sentence) => sentence.split(' ').length >= 4),
    );
    const third = sentences[2] ?? [];
    for (const sentence of third) expect(sentences.slice(0, 2).flat()).not.toContain(sentence);
    expect(replies[2]).toContain('₦5,000,000');
  });
});

describe('no invented process (#27)', () => {
  it('does not confirm payments with a one-time code, promise a written agreement first, or give a blanket data promise', () => {
    expect(last('How do I pay you?')).not.toMatch(/one-time code/i);
    expect(last('how do I know this is not a scam?')).not.toMatch(/written agreement|in writing/i);
    expect(last('Do you handle Nigerian compliance (BVN/KYC, CBN)?')).not.toMatch(/privately and securely/i);
  });
});
