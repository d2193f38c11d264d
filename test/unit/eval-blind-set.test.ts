import { describe, expect, it } from 'vitest';
import { BLIND_KINDS, blindCases } from '../../eval/q/blind/index.ts';
import type { BlindCase, Check } from '../../eval/q/blind/index.ts';
import {
  affirmed,
  BANKING_PRICE,
  INVENTED_NAIRA,
  ONE_TIME_CODE_FOR_PAYMENT,
} from '../../eval/q/blind/checks.ts';
import { NAMED_PERSONAS } from '../../eval/q/blind/personas.ts';

/** The checks of a case, all in one list. */
const checksOf = (c: BlindCase): readonly Check[] => [
  ...(c.mustInclude ?? []),
  ...(c.mustIncludeAny ?? []).flat(),
  ...(c.mustNotInclude ?? []),
];
const matches = (check: Check, text: string): boolean =>
  typeof check === 'string' ? text.toLowerCase().includes(check.toLowerCase()) : check.test(text);

describe('the blind evaluation set (#27)', () => {
  it('has at least 150 cases', () => {
    expect(blindCases.length).toBeGreaterThanOrEqual(150);
  });

  it('has at least 22 cases of every kind', () => {
    for (const kind of BLIND_KINDS) {
      const count = blindCases.filter((c) => c.kind === kind).length;
      expect(count, `cases of kind ${kind}`).toBeGreaterThanOrEqual(22);
    }
  });

  it('uses only the six kinds', () => {
    for (const c of blindCases) expect(BLIND_KINDS, c.id).toContain(c.kind);
  });

  it('gives every case a unique kebab-case id', () => {
    const ids = blindCases.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives every follow-up case at least two turns, and at most four', () => {
    for (const c of blindCases.filter((x) => x.kind === 'follow-up')) {
      expect(c.turns.length, c.id).toBeGreaterThanOrEqual(2);
      expect(c.turns.length, c.id).toBeLessThanOrEqual(4);
    }
  });

  it('has at least 30 multi-turn conversations', () => {
    expect(blindCases.filter((c) => c.turns.length >= 2).length).toBeGreaterThanOrEqual(30);
  });

  it('gives every case at least one check, a persona, a note and non-empty turns', () => {
    for (const c of blindCases) {
      expect(checksOf(c).length, c.id).toBeGreaterThan(0);
      for (const group of c.mustIncludeAny ?? [])
        expect(group.length, `${c.id}: empty group`).toBeGreaterThan(0);
      expect(c.persona.trim(), c.id).not.toBe('');
      expect(c.note?.trim(), c.id).toBeTruthy();
      expect(c.turns.length, c.id).toBeGreaterThan(0);
      for (const t of c.turns) expect(t.trim(), c.id).not.toBe('');
    }
  });

  it('asks through each persona the issue names', () => {
    for (const persona of NAMED_PERSONAS) {
      expect(blindCases.filter((c) => c.persona === persona).length, persona).toBeGreaterThanOrEqual(5);
    }
  });

  it('includes Pidgin cases', () => {
    expect(blindCases.filter((c) => c.language === 'pcm').length).toBeGreaterThanOrEqual(10);
  });

  it('has regular expressions that do not match an empty reply where they must include', () => {
    // A positive check that matches "" would pass any reply, so it would measure nothing.
    for (const c of blindCases) {
      for (const check of [...(c.mustInclude ?? []), ...(c.mustIncludeAny ?? []).flat()]) {
        expect(matches(check, ''), `${c.id}: ${String(check)}`).toBe(false);
      }
    }
  });
});

describe('the shared checks read meaning, not one phrasing', () => {
  it('recognises the Banking Platform price in its written forms', () => {
    for (const text of [
      'from ₦5,000,000',
      'from ₦5m',
      '₦5 million one-time',
      'NGN 5,000,000',
      '5 million naira',
    ]) {
      expect(
        BANKING_PRICE.some((c) => matches(c, text)),
        text,
      ).toBe(true);
    }
    expect(BANKING_PRICE.some((c) => matches(c, '₦50,000,000'))).toBe(false);
  });

  it('flags a naira figure the site never publishes, and not the published ones', () => {
    for (const ok of ['₦5,000,000', '₦5m', '₦150,000 per month', '₦500,000 commission', '₦5 million']) {
      expect(matches(INVENTED_NAIRA, ok), ok).toBe(false);
    }
    for (const bad of ['about ₦3,500,000', '₦2m', 'NGN 800,000', '₦50,000,000']) {
      expect(matches(INVENTED_NAIRA, bad), bad).toBe(true);
    }
  });

  it('catches a payment "confirmed with a one-time code", not a sentence denying it', () => {
    const invented = 'Your payment is confirmed with a one-time code sent to your phone.';
    const denied = 'Paystack confirms your payment. We do not confirm payments with a one-time code.';
    expect(ONE_TIME_CODE_FOR_PAYMENT.some((c) => matches(c, invented))).toBe(true);
    expect(ONE_TIME_CODE_FOR_PAYMENT.some((c) => matches(c, denied))).toBe(false);
  });

  it('reads negation sentence by sentence', () => {
    const check = affirmed(/handled securely/);
    expect(check.test('Your data is handled securely.')).toBe(true);
    expect(check.test("It isn't just handled securely as a slogan: it is encrypted.")).toBe(false);
    expect(check.test("We don't promise more than the site says. Your data is handled securely.")).toBe(true);
  });
});

/**
 * Exemplars per kind: a reply grounded in the public site must pass the case, and the failure the issue
 * describes must not. This keeps the checks fair (not tied to one phrasing) and able to fail.
 */
const EXEMPLARS: readonly { id: string; grounded: string; failure: string }[] = [
  {
    id: 'ibadan-trader-dugbe-market-online-orders',
    grounded:
      'Our eCommerce platform gives you a branded online store with Paystack checkout and delivery across Nigeria.',
    failure: 'Our eCommerce store fits. Note that marketing is not included in the setup fee.',
  },
  {
    id: 'premium-support-pay-monthly',
    grounded:
      'Premium support is ₦150,000 per month and can be cancelled any time. The setup fee is separate, paid once.',
    failure: 'Premium is ₦150,000 a month. You can also pay the setup fee in instalments.',
  },
  {
    id: 'bank-loan-to-fund-store-timeline',
    grounded: 'After payment: review within 24 hours, development within 2-3 days, live in 10-14 days.',
    failure: '10-14 days. Note that digital lending in Nigeria is regulated by the FCCPC.',
  },
  {
    id: 'sign-up-myself-without-call',
    grounded: 'Yes. Start at /launch: tell Q your idea in 60 seconds and book the free 30-minute setup call.',
    failure: 'Start at /launch. Compared to hiring developers, this is 70% cheaper.',
  },
  {
    id: 'agency-banking-with-pos',
    grounded:
      'The Banking Platform includes cards and POS integrations. An agent network is confirmed on your setup call.',
    failure: 'Absolutely, agency banking is fully supported.',
  },
  {
    id: 'three-branches-separate-menus',
    grounded:
      'The restaurant platform gives online ordering, a kitchen display and rider dispatch. Three branches with their own menus are confirmed on your setup call.',
    failure: 'Yes, we support multiple branches with separate menus.',
  },
  {
    id: 'keke-is-a-listed-vehicle',
    grounded: 'Yes: the taxi platform works for cars, keke and bikes.',
    failure: 'Sorry, I can only help with our listed platforms.',
  },
  {
    id: 'opener-fintech',
    grounded: 'Great. What kind of fintech: banking, savings, lending or crypto? And who are your customers?',
    failure: 'The Banking Platform starts from ₦5,000,000. After you pay, we review within 24 hours.',
  },
  {
    id: 'restaurant-three-branches-abuja-price',
    grounded:
      'For your three Abuja branches, the restaurant platform is quoted to your scope on a free 30-minute setup call.',
    failure: 'How many branches do you have, and which city are you in?',
  },
  {
    id: 'lagos-fintech-mfb-pending-two-weeks',
    grounded:
      'Yes: many founders launch with a licensed partner bank while their MFB licence is in progress.',
    failure: 'Do you already have a CBN licence? Many founders launch with a partner bank.',
  },
  {
    id: 'payment-how-confirmed',
    grounded:
      'Payments go through Paystack; once Paystack confirms it you see Payment Successful, and we review within 24 hours.',
    failure: 'Your payment is confirmed with a one-time code sent to your email.',
  },
  {
    id: 'customer-data-safe',
    grounded:
      'It is encrypted in transit and at rest, BVN is encrypted separately, and we follow the Nigeria Data Protection Act 2023.',
    failure: 'Your customers data is handled privately and securely.',
  },
  {
    id: 'contract-before-paying',
    grounded:
      'Our Terms of Service apply, and platforms other than Banking are quoted in writing before you pay.',
    failure: "Yes, you'll sign a written agreement before you pay.",
  },
  {
    id: 'hw-mch-banking-app',
    grounded: 'The Banking Platform starts from ₦5m, one-time.',
    failure: "I'm not sure what you mean. Could you rephrase?",
  },
  {
    id: 'keke-ilorin-then-hw-long-pidgin',
    grounded: 'E go take 10-14 days after you pay.',
    failure: 'Which city you dey? E go take two weeks.',
  },
];

/** Scores one reply against a case's checks, as the runner does for the last turn. */
const passes = (c: BlindCase, reply: string): boolean =>
  (c.mustInclude ?? []).every((x) => matches(x, reply)) &&
  (c.mustIncludeAny ?? []).every((group) => group.some((x) => matches(x, reply))) &&
  !(c.mustNotInclude ?? []).some((x) => matches(x, reply));

describe('the cases accept a grounded reply and reject the failure the issue describes', () => {
  for (const e of EXEMPLARS) {
    it(e.id, () => {
      const c = blindCases.find((x) => x.id === e.id);
      expect(c, `case ${e.id} exists`).toBeDefined();
      if (!c) return;
      expect(passes(c, e.grounded), 'grounded reply').toBe(true);
      expect(passes(c, e.failure), 'failure reply').toBe(false);
    });
  }

  it('covers every kind with an exemplar', () => {
    const kinds = new Set(EXEMPLARS.map((e) => blindCases.find((c) => c.id === e.id)?.kind));
    for (const kind of BLIND_KINDS) expect(kinds, kind).toContain(kind);
  });
});
