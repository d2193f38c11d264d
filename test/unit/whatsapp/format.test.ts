import { describe, expect, it } from 'vitest';
import { withinDeadline } from '../../setup/deadline.ts';
import {
  splitForWhatsapp,
  toWhatsappText,
  WHATSAPP_TEXT_LIMIT,
} from '../../../functions/domain/whatsapp/format.ts';
import {
  isStartWord,
  isStopWord,
  launchUrl,
  referralCodeIn,
  wantsToLaunch,
} from '../../../functions/domain/whatsapp/words.ts';

/** Issue #30: Q's markdown in WhatsApp's own formatting, and replies cut to WhatsApp's 4,096 characters. */
describe("WhatsApp's formatting", () => {
  it('rewrites bold, headings, links and bullets', () => {
    const markdown = [
      '## Banking Platform',
      'The setup is **₦2,500,000**, paid __once__.',
      '* POS agents',
      '+ Savings',
      'Start at [the launch page](https://quarter.ng/launch).',
    ].join('\n');
    expect(toWhatsappText(markdown)).toBe(
      [
        '*Banking Platform*',
        'The setup is *₦2,500,000*, paid *once*.',
        '- POS agents',
        '- Savings',
        'Start at the launch page (https://quarter.ng/launch).',
      ].join('\n'),
    );
  });

  // The attacks: replies a visitor can steer the model into. The old heading pattern took 3 s for
  // 2,000 characters of spaces, so these 64,000 would take hours.
  it('formats a reply of long runs of spaces, newlines and brackets in one pass', () => {
    const within = (reply: string) => withinDeadline(() => toWhatsappText(reply));
    expect(within(`# a${' '.repeat(64_000)}x`)).toBe(`*a${' '.repeat(64_000)}x*`);
    expect(within(`a${'\n'.repeat(64_000)}x`)).toBe('a\n\nx');
    expect(within(`${'['.repeat(64_000)}x`)).toBe(`${'['.repeat(64_000)}x`);
    expect(toWhatsappText('## Fees ##\n\n\n* one\n  + two\n[a [b](https://q.ng/b)')).toBe(
      '*Fees*\n- one\n  - two\n[a b (https://q.ng/b)',
    );
  });

  it('writes a link whose text is its URL once', () => {
    expect(toWhatsappText('[https://quarter.ng](https://quarter.ng)')).toBe('https://quarter.ng');
  });
});

describe('splitting a long reply', () => {
  const sentence = 'Q explains one more thing about the platform here. ';
  it('leaves a reply within the limit whole', () => {
    expect(splitForWhatsapp('Short answer.')).toEqual(['Short answer.']);
  });

  it('cuts at paragraph ends first, every part within the limit, nothing lost', () => {
    const paragraph = sentence.repeat(30).trim();
    const text = Array.from({ length: 5 }, () => paragraph).join('\n\n');
    const parts = splitForWhatsapp(text);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(part.length).toBeLessThanOrEqual(WHATSAPP_TEXT_LIMIT);
      expect(part.endsWith('.')).toBe(true);
    }
    expect(parts.join(' ').replace(/\s+/g, ' ')).toBe(text.replace(/\s+/g, ' '));
  });

  it('cuts at sentence ends when a paragraph alone is too long', () => {
    const text = sentence.repeat(200).trim();
    const parts = splitForWhatsapp(text);
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) {
      expect(part.length).toBeLessThanOrEqual(WHATSAPP_TEXT_LIMIT);
      expect(part.endsWith('here.')).toBe(true);
    }
  });
});

describe('the words a founder controls Q with', () => {
  it('STOP, stop and unsubscribe as the whole message; START in any case', () => {
    for (const word of ['STOP', 'stop', ' Stop ', 'unsubscribe', 'UNSUBSCRIBE'])
      expect(isStopWord(word)).toBe(true);
    for (const word of ['please stop', 'stopping', 'start']) expect(isStopWord(word)).toBe(false);
    expect(isStartWord(' START ')).toBe(true);
    expect(isStartWord('start over please')).toBe(false);
  });

  it('tells "build my platform" from a price question', () => {
    expect(wantsToLaunch('Build my platform')).toBe(true);
    expect(wantsToLaunch('I want to launch my fintech')).toBe(true);
    expect(wantsToLaunch('abeg how much for banking app?')).toBe(false);
    expect(wantsToLaunch('how much to build my platform')).toBe(false);
  });

  it('finds the referral code and puts it on the /launch link', () => {
    expect(referralCodeIn('hi, code ref_abc-12 here')).toBe('ref_abc-12');
    expect(referralCodeIn('no code')).toBeNull();
    expect(launchUrl('https://quarter.ng/', 'ref_abc-12')).toBe('https://quarter.ng/launch?ref=ref_abc-12');
    expect(launchUrl('https://quarter.ng', null)).toBe('https://quarter.ng/launch');
  });
});
