import type { ChatTurn } from '../../functions/services/chat/ports.ts';
import {
  type BlindCase,
  type BlindResult,
  type BlindSummary,
  scoreBlindCase,
  summariseBlind,
} from './blind-score.ts';
import { GOLDEN, type GoldenCase } from './golden.ts';
import { type CaseResult, type Subject, scoreCase } from './score.ts';

/** The assistant under test: a history in, one reply out (the chat service's Assistant port, unwrapped). */
export type Answerer = (messages: readonly ChatTurn[]) => Promise<string>;

export interface EvalSummary {
  readonly results: readonly CaseResult[];
  readonly fullyRight: number;
  readonly share: number;
  readonly inventedPrices: number;
}

/** Budgets of issue #18: the built-in guide must be fully right on 90% and invent no price at all. */
export const EVAL_BUDGET = { minShareFullyRight: 0.9, maxInventedPrices: 0 } as const;

/** Q's replies to a founder's messages, each fed back before the next message, as in the widget. */
export async function converse(turns: readonly string[], answer: Answerer): Promise<string[]> {
  const history: ChatTurn[] = [];
  const replies: string[] = [];
  for (const turn of turns) {
    history.push({ role: 'user', content: turn });
    const reply = await answer(history);
    replies.push(reply);
    history.push({ role: 'assistant', content: reply });
  }
  return replies;
}

async function runCase(golden: GoldenCase, answer: Answerer, subject: Subject): Promise<CaseResult> {
  const replies = await converse(golden.turns, answer);
  return scoreCase(golden, replies[replies.length - 1] ?? '', subject);
}

/** The blind set, one case at a time (a model's rate limits, and a readable order in the report). */
export async function runBlind(answer: Answerer, cases: readonly BlindCase[]): Promise<BlindSummary> {
  const results: BlindResult[] = [];
  for (const blind of cases) results.push(scoreBlindCase(blind, await converse(blind.turns, answer)));
  return summariseBlind(results);
}

export async function runEval(
  answer: Answerer,
  subject: Subject,
  cases: readonly GoldenCase[] = GOLDEN,
): Promise<EvalSummary> {
  const results: CaseResult[] = [];
  // One at a time: a model's rate limits, and a readable order in the report.
  for (const golden of cases) results.push(await runCase(golden, answer, subject));
  const fullyRight = results.filter((result) => result.passed).length;
  return {
    results,
    fullyRight,
    share: results.length === 0 ? 0 : fullyRight / results.length,
    inventedPrices: results.reduce((sum, result) => sum + result.inventedPrices.length, 0),
  };
}

export function withinBudget(summary: EvalSummary): boolean {
  return (
    summary.share >= EVAL_BUDGET.minShareFullyRight && summary.inventedPrices <= EVAL_BUDGET.maxInventedPrices
  );
}

export function formatReport(summary: EvalSummary, subject: Subject): string {
  const lines = summary.results.map((result) =>
    result.passed ? `  ok    ${result.id}` : `  FAIL  ${result.id}: ${result.problems.join('; ')}`,
  );
  const percent = (summary.share * 100).toFixed(1);
  return [
    `Q eval (${subject}): ${summary.results.length} questions`,
    ...lines,
    `Fully right: ${summary.fullyRight}/${summary.results.length} (${percent}%), budget ${EVAL_BUDGET.minShareFullyRight * 100}%`,
    `Invented prices: ${summary.inventedPrices}, budget ${EVAL_BUDGET.maxInventedPrices}`,
  ].join('\n');
}
