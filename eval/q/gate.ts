import { BLIND_BUDGET, type BlindSummary, blindWithinBudget } from './blind-score.ts';
import { EVAL_BUDGET, type EvalSummary, withinBudget } from './run-eval.ts';

/** What `npm run eval:q` grades: the golden set, the (tuned-on) blind set and the held-out set. */
export interface EvalScores {
  readonly golden: EvalSummary;
  readonly blind: BlindSummary;
  readonly heldOut: BlindSummary;
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** Each kind of a blind-written set under its budget, named, so a failing run says which kind sank. */
function blindShortfalls(title: string, summary: BlindSummary): string[] {
  if (blindWithinBudget(summary)) return [];
  const reasons: string[] = [];
  if (summary.share < BLIND_BUDGET.minShareOverall)
    reasons.push(
      `${title}: ${percent(summary.share)} overall, budget ${percent(BLIND_BUDGET.minShareOverall)}`,
    );
  for (const kind of summary.byKind) {
    if (kind.total > 0 && kind.passed / kind.total < BLIND_BUDGET.minSharePerKind)
      reasons.push(
        `${title}: ${kind.kind} ${kind.passed}/${kind.total} (${percent(kind.passed / kind.total)}), budget ${percent(BLIND_BUDGET.minSharePerKind)}`,
      );
  }
  return reasons;
}

/**
 * Issue #27's gate: the golden set within its budget (90%, no invented price), and the blind and
 * held-out sets each at 90% overall and 80% in every kind. The held-out set is the one Q has not
 * been tuned on, so it must be present: an empty held-out result fails rather than passes unseen.
 */
export function evalGate(scores: EvalScores): {
  readonly passed: boolean;
  readonly reasons: readonly string[];
} {
  const reasons: string[] = [];
  if (!withinBudget(scores.golden))
    reasons.push(
      `golden set: ${percent(scores.golden.share)} fully right with ${scores.golden.inventedPrices} invented prices, budget ${percent(EVAL_BUDGET.minShareFullyRight)} and ${EVAL_BUDGET.maxInventedPrices}`,
    );
  reasons.push(...blindShortfalls('blind set', scores.blind));
  if (scores.heldOut.results.length === 0) reasons.push('held-out set: no cases scored (eval/q/held-out/)');
  else reasons.push(...blindShortfalls('held-out set', scores.heldOut));
  return { passed: reasons.length === 0, reasons };
}
