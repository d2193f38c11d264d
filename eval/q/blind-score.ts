import { detectLanguage } from '../../functions/domain/q/retrieval/language.ts';
import { WIDGET_GREETING } from '../../functions/domain/q/widget-script.ts';
import { inventedPrices } from './score.ts';

/**
 * Scoring of the blind set (eval/q/blind/, written by a helper who never read Q's code; format in
 * the coordinator's contract for issue #27). The shapes are declared here as well as in
 * eval/q/blind/types.ts so the runner does not depend on the set's own files to type-check.
 */
export type BlindKind = 'whole-message' | 'can-you' | 'opener' | 'follow-up' | 'no-invention' | 'typos';
export const BLIND_KINDS: readonly BlindKind[] = [
  'whole-message',
  'can-you',
  'opener',
  'follow-up',
  'no-invention',
  'typos',
];

export type Check = string | RegExp;

export interface BlindCase {
  readonly id: string;
  readonly kind: BlindKind;
  readonly persona: string;
  readonly turns: readonly string[];
  readonly mustInclude?: readonly Check[];
  readonly mustIncludeAny?: readonly (readonly Check[])[];
  readonly mustNotInclude?: readonly Check[];
  readonly everyReply?: boolean;
  readonly language?: 'en' | 'pcm';
  readonly note?: string;
}

export interface BlindResult {
  readonly id: string;
  readonly kind: BlindKind;
  readonly replies: readonly string[];
  readonly passed: boolean;
  readonly problems: readonly string[];
}

const describe = (check: Check) => (typeof check === 'string' ? `"${check}"` : String(check));

function matches(reply: string, check: Check): boolean {
  if (typeof check === 'string') return reply.toLowerCase().includes(check.toLowerCase());
  // A global or sticky pattern keeps its position between tests; a fresh copy does not.
  return new RegExp(check.source, check.flags.replace(/[gy]/g, '')).test(reply);
}

/** A reply's sentences, compared without case, markdown or punctuation; fragments under four words are left out. */
export function comparableSentences(reply: string): string[] {
  return reply
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .map((sentence) =>
      sentence
        .toLowerCase()
        .replace(/[^\p{L}\p{N}₦]+/gu, ' ')
        .trim(),
    )
    .filter((sentence) => sentence.split(' ').length >= 4);
}

const GREETING_SENTENCES = new Set(comparableSentences(WIDGET_GREETING));

/** A call to action to book or start: the /launch link, the Build My Platform button, or a nudge to book the setup call. */
export function callsToAction(reply: string): number {
  return reply
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .filter((sentence) =>
      /\/launch\b|build my platform|start in 60|\b(?:book|schedule)\b.*\bsetup call\b|\bsetup call\b.*\b(?:book|schedule)\b/i.test(
        sentence,
      ),
    ).length;
}

/** The general rules of the contract, checked on every reply of the conversation. */
export function generalProblems(blind: BlindCase, replies: readonly string[]): string[] {
  const problems: string[] = [];
  const earlier = new Set<string>();
  replies.forEach((reply, index) => {
    const turn = `reply ${index + 1}`;
    const sentences = comparableSentences(reply);
    const seen = new Set<string>();
    for (const sentence of sentences) {
      if (seen.has(sentence)) problems.push(`${turn} says a sentence twice: "${sentence}"`);
      else if (earlier.has(sentence) && !GREETING_SENTENCES.has(sentence))
        problems.push(`${turn} repeats an earlier reply: "${sentence}"`);
      seen.add(sentence);
    }
    for (const sentence of seen) earlier.add(sentence);
    const ctas = callsToAction(reply);
    if (ctas > 1) problems.push(`${turn} has ${ctas} calls to action`);
  });
  const last = replies[replies.length - 1] ?? '';
  if (blind.kind === 'opener' && /₦\s?\d/.test(last)) problems.push('price block in a reply to an opener');
  const invented = inventedPrices(last);
  if (invented.length > 0) problems.push(`invented price ${invented.join(', ')}`);
  return problems;
}

export function scoreBlindCase(blind: BlindCase, replies: readonly string[]): BlindResult {
  const last = replies[replies.length - 1] ?? '';
  const problems: string[] = [];
  for (const check of blind.mustInclude ?? []) {
    if (!matches(last, check)) problems.push(`missing ${describe(check)}`);
  }
  for (const group of blind.mustIncludeAny ?? []) {
    if (!group.some((check) => matches(last, check)))
      problems.push(`missing one of ${group.map(describe).join(' | ')}`);
  }
  const scored = blind.everyReply ? replies : [last];
  scored.forEach((reply, index) => {
    for (const check of blind.mustNotInclude ?? []) {
      if (matches(reply, check))
        problems.push(`${blind.everyReply ? `reply ${index + 1} ` : ''}must not contain ${describe(check)}`);
    }
  });
  if (blind.language) {
    const language = detectLanguage(last);
    if (blind.language === 'pcm' && language !== 'pcm')
      problems.push('asked in Pidgin, not answered in Pidgin');
    if (blind.language === 'en' && language === 'pcm') problems.push('asked in English, answered in Pidgin');
  }
  problems.push(...generalProblems(blind, replies));
  return { id: blind.id, kind: blind.kind, replies, passed: problems.length === 0, problems };
}

export interface BlindSummary {
  readonly results: readonly BlindResult[];
  readonly share: number;
  readonly byKind: readonly { readonly kind: BlindKind; readonly passed: number; readonly total: number }[];
}

/** Thresholds of issue #27: 90% of the whole set, and 80% of every kind. */
export const BLIND_BUDGET = { minShareOverall: 0.9, minSharePerKind: 0.8 } as const;

export function summariseBlind(results: readonly BlindResult[]): BlindSummary {
  const passed = results.filter((result) => result.passed).length;
  return {
    results,
    share: results.length === 0 ? 0 : passed / results.length,
    byKind: BLIND_KINDS.map((kind) => {
      const ofKind = results.filter((result) => result.kind === kind);
      return { kind, passed: ofKind.filter((result) => result.passed).length, total: ofKind.length };
    }),
  };
}

export function blindWithinBudget(summary: BlindSummary): boolean {
  if (summary.results.length === 0) return true;
  return (
    summary.share >= BLIND_BUDGET.minShareOverall &&
    summary.byKind.every(
      (kind) => kind.total === 0 || kind.passed / kind.total >= BLIND_BUDGET.minSharePerKind,
    )
  );
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** `title` names the set: the blind set, or the held-out set written after Q was tuned on the blind one. */
export function formatBlindReport(summary: BlindSummary, verbose: boolean, title = 'Q blind set'): string {
  const failures = summary.results
    .filter((result) => !result.passed)
    .map((result) => {
      const head = `  FAIL  [${result.kind}] ${result.id}: ${result.problems.join('; ')}`;
      return verbose
        ? `${head}\n${result.replies.map((reply, index) => `    --- reply ${index + 1}\n${reply.replace(/^/gm, '    ')}`).join('\n')}`
        : head;
    });
  const kinds = summary.byKind
    .filter((kind) => kind.total > 0)
    .map(
      (kind) =>
        `  ${kind.kind.padEnd(14)} ${kind.passed}/${kind.total} (${percent(kind.passed / kind.total)}), budget ${percent(BLIND_BUDGET.minSharePerKind)}`,
    );
  const passed = summary.results.filter((result) => result.passed).length;
  return [
    `${title}: ${summary.results.length} cases`,
    ...failures,
    'By kind:',
    ...kinds,
    `Overall: ${passed}/${summary.results.length} (${percent(summary.share)}), budget ${percent(BLIND_BUDGET.minShareOverall)}`,
  ].join('\n');
}
