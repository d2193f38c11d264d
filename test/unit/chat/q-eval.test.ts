import { describe, expect, it } from 'vitest';
import { SETUP_FEE } from '../../../functions/domain/q/facts.ts';
import { builtInGuideReply } from '../../../functions/domain/q/built-in-guide.ts';
import { GOLDEN, type GoldenCase } from '../../../eval/q/golden.ts';
import { EVAL_BUDGET, formatReport, runEval, withinBudget } from '../../../eval/q/run-eval.ts';
import { inventedPrices, scoreCase } from '../../../eval/q/score.ts';

const builtIn = async (messages: Parameters<typeof builtInGuideReply>[0]) =>
  builtInGuideReply(messages, 'widget');

describe('Q eval: the built-in guide on the golden set (npm run eval:q)', () => {
  it(`is fully right on at least ${EVAL_BUDGET.minShareFullyRight * 100}% and invents no price`, async () => {
    const summary = await runEval(builtIn, 'built-in');
    const report = formatReport(summary, 'built-in');
    expect(summary.inventedPrices, report).toBe(0);
    expect(summary.share, report).toBeGreaterThanOrEqual(EVAL_BUDGET.minShareFullyRight);
    expect(withinBudget(summary)).toBe(true);
  });

  it('covers English, Pidgin, typos and multi-turn conversations', () => {
    expect(GOLDEN.length).toBeGreaterThanOrEqual(60);
    expect(new Set(GOLDEN.map((golden) => golden.id)).size).toBe(GOLDEN.length);
    expect(GOLDEN.filter((golden) => golden.language === 'pcm').length).toBeGreaterThanOrEqual(8);
    expect(GOLDEN.filter((golden) => golden.turns.length > 1).length).toBeGreaterThanOrEqual(6);
    expect(GOLDEN.filter((golden) => golden.legality).length).toBeGreaterThanOrEqual(3);
  });
});

describe('Q eval: the scorer', () => {
  const priceCase: GoldenCase = {
    id: 'price',
    language: 'en',
    turns: ['How much?'],
    mustContain: [SETUP_FEE],
  };

  it('flags any naira or dollar amount the site does not publish, in any spelling', () => {
    expect(inventedPrices('Setup is ₦5,000,000 and support ₦150,000/month.')).toEqual([]);
    expect(inventedPrices('About ₦2,500,000 for a restaurant.')).toEqual(['₦2,500,000']);
    expect(inventedPrices('Roughly N3m, or 800k naira, or NGN 75000.')).toHaveLength(3);
    expect(inventedPrices('That is about $3,000.')).toEqual(['$3,000']);
    expect(inventedPrices('Live in 10-14 days, 70% cheaper, a 30-minute call.')).toEqual([]);
  });

  it('fails a reply that misses a fact, invents a price or has no next step', () => {
    expect(scoreCase(priceCase, `It is ${SETUP_FEE}. Which features matter most?`, 'built-in').passed).toBe(
      true,
    );
    expect(scoreCase(priceCase, 'It is cheap. Which features matter most?', 'built-in').problems).toContain(
      `missing "${SETUP_FEE}"`,
    );
    expect(scoreCase(priceCase, `It is ${SETUP_FEE}, or ₦1,000,000 for you. Ready?`, 'built-in').passed).toBe(
      false,
    );
    expect(scoreCase(priceCase, `It is ${SETUP_FEE}.`, 'built-in').problems).toContain(
      'no follow-up question or next step',
    );
  });

  it('fails a bare "Yes." to a legality question and an answer in the wrong language', () => {
    const legality: GoldenCase = {
      id: 'legal',
      language: 'en',
      turns: ['Is it legal?'],
      mustContain: [],
      legality: true,
    };
    expect(scoreCase(legality, 'Yes. Book your setup call at /launch.', 'built-in').passed).toBe(false);
    const pidgin: GoldenCase = {
      id: 'pcm',
      language: 'pcm',
      turns: ['wetin be the price?'],
      mustContain: [],
    };
    expect(scoreCase(pidgin, 'The price is on the setup call. Ready?', 'built-in').problems).toContain(
      'asked in Pidgin, not answered in Pidgin',
    );
  });
});
