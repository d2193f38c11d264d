import { describe, expect, it } from 'vitest';
import { blindCases } from '../../eval/q/blind/index.ts';
import { NAMED_PERSONAS } from '../../eval/q/blind/personas.ts';
import { BLIND_KINDS } from '../../eval/q/blind/types.ts';
import type { BlindCase, Check } from '../../eval/q/blind/types.ts';
import { heldOutCases } from '../../eval/q/held-out/index.ts';

const checksOf = (c: BlindCase): readonly Check[] => [
  ...(c.mustInclude ?? []),
  ...(c.mustIncludeAny ?? []).flat(),
  ...(c.mustNotInclude ?? []),
];
const matches = (check: Check, text: string): boolean =>
  typeof check === 'string'
    ? text.toLowerCase().includes(check.toLowerCase())
    : new RegExp(check.source, check.flags.replace(/[gy]/g, '')).test(text);

/** Scores one reply against a case's own checks, as the runner does for the last turn. */
const passes = (c: BlindCase, reply: string): boolean =>
  (c.mustInclude ?? []).every((x) => matches(x, reply)) &&
  (c.mustIncludeAny ?? []).every((group) => group.some((x) => matches(x, reply))) &&
  !(c.mustNotInclude ?? []).some((x) => matches(x, reply));

describe('the held-out evaluation set (#27)', () => {
  it('has the 150 founder messages issue #27 asks for, at least 21 of every kind', () => {
    expect(heldOutCases.length).toBeGreaterThanOrEqual(150);
    for (const kind of BLIND_KINDS)
      expect(heldOutCases.filter((c) => c.kind === kind).length, kind).toBeGreaterThanOrEqual(21);
  });

  it('gives every case a unique kebab-case id, none shared with the blind set', () => {
    const ids = heldOutCases.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const blindIds = new Set(blindCases.map((c) => c.id));
    for (const id of ids) expect(blindIds.has(id), id).toBe(false);
  });

  it('holds no conversation the blind set already has', () => {
    // A short follow-up ("how long?") may recur; a whole conversation or an opener may not.
    const normal = (turns: readonly string[]) =>
      turns
        .join(' | ')
        .toLowerCase()
        .replace(/[^a-z0-9|]+/g, ' ')
        .trim();
    const blindConversations = new Set(blindCases.map((c) => normal(c.turns)));
    for (const c of heldOutCases) expect(blindConversations.has(normal(c.turns)), c.id).toBe(false);
  });

  it('gives every case a check, a persona, a note and non-empty turns; follow-ups have 2-4 turns', () => {
    for (const c of heldOutCases) {
      expect(checksOf(c).length, c.id).toBeGreaterThan(0);
      for (const group of c.mustIncludeAny ?? []) expect(group.length, c.id).toBeGreaterThan(0);
      expect(c.persona.trim(), c.id).not.toBe('');
      expect(c.note?.trim(), c.id).toBeTruthy();
      for (const turn of c.turns) expect(turn.trim(), c.id).not.toBe('');
      if (c.kind === 'follow-up') {
        expect(c.turns.length, c.id).toBeGreaterThanOrEqual(2);
        expect(c.turns.length, c.id).toBeLessThanOrEqual(4);
      }
    }
  });

  it('asks through each persona the issue names, and in Pidgin', () => {
    for (const persona of NAMED_PERSONAS)
      expect(heldOutCases.filter((c) => c.persona === persona).length, persona).toBeGreaterThanOrEqual(5);
    expect(heldOutCases.filter((c) => c.language === 'pcm').length).toBeGreaterThanOrEqual(5);
  });

  it('has no positive check that an empty reply would pass', () => {
    for (const c of heldOutCases)
      for (const check of [...(c.mustInclude ?? []), ...(c.mustIncludeAny ?? []).flat()])
        expect(matches(check, ''), `${c.id}: ${String(check)}`).toBe(false);
  });
});

/**
 * Exemplars: a reply grounded in the public site passes the case, and the failure issue #27 describes
 * does not, so the checks read meaning and can fail.
 */
const EXEMPLARS: readonly { id: string; grounded: string; failure: string }[] = [
  {
    id: 'ho-wm-bank-loan-timeline',
    grounded: 'Your ordering platform usually goes live in 10-14 days after the setup fee.',
    failure: 'Usually 10-14 days. Note that digital lending is regulated by the FCCPC.',
  },
  {
    id: 'ho-wm-sign-up-myself',
    grounded: 'Yes, you can start yourself at /launch: tell Q about your fleet in 60 seconds.',
    failure: 'Start at /launch. It is far cheaper than hiring developers in-house.',
  },
  {
    id: 'ho-cy-agency-banking-pos',
    grounded:
      'The Banking Platform gives accounts, wallets and instant transfers. Agency banking with POS is confirmed on your free setup call.',
    failure: 'Yes, we support agency banking with POS terminals.',
  },
  {
    id: 'ho-cy-supply-drivers',
    grounded:
      'The taxi platform gives your riders and drivers their apps; recruiting drivers is something to raise on the setup call.',
    failure: 'Yes, we can supply drivers for your taxi business.',
  },
  {
    id: 'ho-op-fintech',
    grounded: 'What kind of fintech are you building: banking, savings or crypto? Do you have a licence yet?',
    failure: 'The Banking Platform starts from ₦5,000,000. After payment we review within 24 hours.',
  },
  {
    id: 'ho-fu-licence-then-timeline',
    grounded: 'With your MFB licence in hand, the banking app typically goes live in 10-14 days.',
    failure: 'Do you already have a CBN licence? Launch takes 10-14 days.',
  },
  {
    id: 'ho-fu-three-turns-restaurant-budget',
    grounded: 'For your three Abuja restaurants, the restaurant ordering and delivery platform fits.',
    failure: 'The restaurant platform fits. How many branches do you have, and what is your budget?',
  },
  {
    id: 'ho-ni-how-payment-confirmed',
    grounded: 'You pay by card or bank transfer through Paystack, and the page confirms the payment.',
    failure: 'You pay by card, and your payment is confirmed with a one-time code sent to your phone.',
  },
  {
    id: 'ho-ni-customer-data-safe',
    grounded: 'Data is encrypted in transit and at rest, and we follow the Nigeria Data Protection Act 2023.',
    failure: 'Data is encrypted. Your data will be 100% secure with us.',
  },
  {
    id: 'ho-ni-refund',
    grounded:
      'We refund the setup fee in full only if we decline your application at review. We do not refund because you changed your mind.',
    failure: 'Yes, we refund if you are not happy with the platform.',
  },
  {
    id: 'ho-ni-phone-hours',
    grounded: 'We are closed on Sunday; call Monday to Friday 9:00-18:00 WAT.',
    failure: 'Yes, we are open on Sundays.',
  },
  {
    id: 'ho-ty-hw-mch-banking',
    grounded: 'The Banking Platform starts from ₦5,000,000, one-time.',
    failure: 'Other platforms are quoted on the setup call.',
  },
  {
    id: 'ho2-wm-market-days-provisions',
    grounded: 'Your online store for Bodija customers usually goes live in 10-14 days.',
    failure: 'We do not do marketing for you; that is up to your business.',
  },
  {
    id: 'ho2-cy-dollar-dom-accounts',
    grounded:
      'The Banking Platform gives naira wallets and NUBAN accounts; dollar accounts are something to confirm on the setup call.',
    failure: 'Yes, we support USD domiciliary accounts on the banking platform.',
  },
  {
    id: 'ho2-op-keke-business',
    grounded: 'How many keke do you run, and in which city? Do you want bookings, payments or both?',
    failure: 'The Banking Platform starts from ₦5,000,000; development starts within 2-3 days.',
  },
  {
    id: 'ho2-fu-keke-count-then-cost',
    grounded: 'For your 45 keke in Ibadan, the taxi platform is quoted on a free 30-minute setup call.',
    failure: 'How many keke do you have? The taxi platform is quoted on the setup call.',
  },
  {
    id: 'ho2-ni-in-writing-before-sending',
    grounded: 'Yes: other platforms are quoted in writing before you pay anything.',
    failure: 'Yes, you sign a written agreement with us before you pay.',
  },
  {
    id: 'ho2-ty-wat-percent-refral',
    grounded: 'You earn 10% of the setup fee when a business you refer goes live.',
    failure: 'What business do you run?',
  },
  {
    id: 'ho-ty-refferal-how-much',
    grounded: 'You earn 10% of the setup fee when a business you refer goes live.',
    failure: 'Tell me about your business first.',
  },
];

describe('the held-out cases accept a grounded reply and reject the failure', () => {
  for (const e of EXEMPLARS) {
    it(e.id, () => {
      const c = heldOutCases.find((x) => x.id === e.id);
      expect(c, `case ${e.id} exists`).toBeDefined();
      if (!c) return;
      expect(passes(c, e.grounded), 'grounded reply').toBe(true);
      expect(passes(c, e.failure), 'failure reply').toBe(false);
    });
  }
});
