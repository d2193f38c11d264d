import { PLANS, SUPPORT_TIERS } from '../../functions/domain/plans.ts';
import { detectLanguage } from '../../functions/domain/q/retrieval/language.ts';
import type { Expectation, GoldenCase } from './golden.ts';

/** Which assistant produced the replies: the built-in guide answers Yoruba, Hausa and Igbo in English. */
export type Subject = 'built-in' | 'bedrock';

export interface CaseResult {
  readonly id: string;
  readonly reply: string;
  readonly passed: boolean;
  readonly problems: readonly string[];
  readonly inventedPrices: readonly string[];
}

/** Every naira amount the site publishes: the plans' prices and the paid support tiers. */
export const PUBLISHED_AMOUNTS: ReadonlySet<number> = new Set([
  ...PLANS.map((plan) => plan.price),
  ...SUPPORT_TIERS.map((tier) => tier.monthlyPrice).filter((price) => price > 0),
]);

const MULTIPLIERS: Readonly<Record<string, number>> = {
  k: 1_000,
  m: 1_000_000,
  million: 1_000_000,
  thousand: 1_000,
};

/**
 * Money in any shape a model might write it: ₦5,000,000, NGN 150000, N5m, 2 million naira, $500.
 * Any amount not in the published list is an invented price; any dollar amount is too.
 */
export function moneyMentions(reply: string): { readonly text: string; readonly naira: number | null }[] {
  const found: { text: string; naira: number | null }[] = [];
  const naira =
    /(?:₦|\bNGN\s?|\bN(?=\d))\s?(\d[\d,]*(?:\.\d+)?)\s*(k|m|million|thousand)?\b|(\d[\d,]*(?:\.\d+)?)\s*(k|m|million|thousand)?\s*naira\b/gi;
  for (const match of reply.matchAll(naira)) {
    const digits = (match[1] ?? match[3] ?? '').replace(/,/g, '');
    const unit = (match[2] ?? match[4] ?? '').toLowerCase();
    found.push({ text: match[0].trim(), naira: Number(digits) * (MULTIPLIERS[unit] ?? 1) });
  }
  for (const match of reply.matchAll(/(?:\$|US\$|USD\s?)\s?\d[\d,]*|\b\d[\d,]*\s*(?:dollars|usd)\b/gi)) {
    found.push({ text: match[0], naira: null });
  }
  return found;
}

export function inventedPrices(reply: string): string[] {
  return moneyMentions(reply)
    .filter((mention) => mention.naira === null || !PUBLISHED_AMOUNTS.has(mention.naira))
    .map((mention) => mention.text);
}

const describe = (expectation: Expectation) =>
  typeof expectation === 'string' ? `"${expectation}"` : String(expectation);

function contains(reply: string, expectation: Expectation): boolean {
  return typeof expectation === 'string'
    ? reply.toLowerCase().includes(expectation.toLowerCase())
    : expectation.test(reply);
}

/** A reply that ends on something to do: a question, /launch, /refer, /contact or the setup call. */
function hasNextStep(reply: string): boolean {
  const lastParagraph =
    reply
      .trim()
      .split(/\n\s*\n/)
      .pop() ?? '';
  return /\?/.test(lastParagraph) || /\/launch|\/refer|\/contact|setup call/i.test(reply);
}

/** "Yes." or "Yes," as the first word of a reply to a legality question is a legal conclusion. */
const BARE_YES = /^\s*(\*\*)?(yes|yeah|yep|sure|absolutely|of course)\b/i;

const OFF_TOPIC_MAX_CHARS = 400;

export function scoreCase(golden: GoldenCase, reply: string, subject: Subject): CaseResult {
  const problems: string[] = [];
  for (const expectation of golden.mustContain) {
    if (!contains(reply, expectation)) problems.push(`missing ${describe(expectation)}`);
  }
  for (const group of golden.mustContainAny ?? []) {
    if (!group.some((expectation) => contains(reply, expectation))) {
      problems.push(`missing one of ${group.map(describe).join(' | ')}`);
    }
  }
  for (const expectation of golden.mustNotContain ?? []) {
    if (contains(reply, expectation)) problems.push(`must not contain ${describe(expectation)}`);
  }
  const invented = inventedPrices(reply);
  if (invented.length > 0) problems.push(`invented price ${invented.join(', ')}`);
  if (golden.legality && BARE_YES.test(reply)) problems.push('answers a legality question with a bare "Yes"');
  if (golden.offTopic && reply.length > OFF_TOPIC_MAX_CHARS) problems.push('off-topic redirect is not short');
  if (!golden.offTopic && !hasNextStep(reply)) problems.push('no follow-up question or next step');
  problems.push(...languageProblems(golden, reply, subject));
  return { id: golden.id, reply, passed: problems.length === 0, problems, inventedPrices: invented };
}

function languageProblems(golden: GoldenCase, reply: string, subject: Subject): string[] {
  const replyLanguage = detectLanguage(reply);
  switch (golden.language) {
    case 'pcm':
      return replyLanguage === 'pcm' ? [] : ['asked in Pidgin, not answered in Pidgin'];
    case 'en':
      return replyLanguage === 'pcm' ? ['asked in English, answered in Pidgin'] : [];
    default:
      // The built-in guide says plainly that it answers in English; a model is told to answer in kind.
      return subject === 'built-in' && !/answer in English for now/i.test(reply)
        ? ['does not say it answers in English for now']
        : [];
  }
}
