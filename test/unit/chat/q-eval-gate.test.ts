import { describe, expect, it } from 'vitest';
import {
  BLIND_KINDS,
  type BlindKind,
  type BlindResult,
  summariseBlind,
} from '../../../eval/q/blind-score.ts';
import { evalGate } from '../../../eval/q/gate.ts';
import type { EvalSummary } from '../../../eval/q/run-eval.ts';

/** A synthetic set: `passed` of `total` cases passing for each kind, named in `perKind` (others all pass). */
function blindSet(perKind: Partial<Record<BlindKind, readonly [number, number]>>, total = 10) {
  const results: BlindResult[] = BLIND_KINDS.flatMap((kind) => {
    const [passed, count] = perKind[kind] ?? [total, total];
    return Array.from({ length: count }, (_, index) => ({
      id: `${kind}-${index}`,
      kind,
      replies: ['a reply'],
      passed: index < passed,
      problems: index < passed ? [] : ['synthetic failure'],
    }));
  });
  return summariseBlind(results);
}

const goldenAllRight: EvalSummary = {
  results: [{ id: 'g-1', reply: 'a reply', passed: true, problems: [], inventedPrices: [] }],
  fullyRight: 1,
  share: 1,
  inventedPrices: 0,
};

describe('npm run eval:q gate (issue #27)', () => {
  it('passes when every set is within budget', () => {
    const gate = evalGate({ golden: goldenAllRight, blind: blindSet({}), heldOut: blindSet({}) });
    expect(gate).toEqual({ passed: true, reasons: [] });
  });

  it('fails when one held-out kind is under 80%, even with the set at 90% or more overall', () => {
    // 7/10 whole-message, everything else 10/10: 57/60 = 95% overall, but one kind at 70%.
    const heldOut = blindSet({ 'whole-message': [7, 10] });
    expect(heldOut.share).toBeGreaterThanOrEqual(0.9);
    const gate = evalGate({ golden: goldenAllRight, blind: blindSet({}), heldOut });
    expect(gate.passed).toBe(false);
    expect(gate.reasons).toEqual(['held-out set: whole-message 7/10 (70.0%), budget 80.0%']);
  });

  it('passes a kind at exactly 80%', () => {
    const heldOut = blindSet({ typos: [8, 10] });
    expect(evalGate({ golden: goldenAllRight, blind: blindSet({}), heldOut }).passed).toBe(true);
  });

  it('fails under 90% overall even when every kind is at 80% or more', () => {
    const heldOut = blindSet(Object.fromEntries(BLIND_KINDS.map((kind) => [kind, [8, 10] as const])));
    const gate = evalGate({ golden: goldenAllRight, blind: blindSet({}), heldOut });
    expect(gate.passed).toBe(false);
    expect(gate.reasons).toEqual(['held-out set: 80.0% overall, budget 90.0%']);
  });

  it('fails when no held-out case was scored', () => {
    const gate = evalGate({ golden: goldenAllRight, blind: blindSet({}), heldOut: summariseBlind([]) });
    expect(gate.passed).toBe(false);
  });

  it('still fails on the golden set or the blind set', () => {
    const golden: EvalSummary = { ...goldenAllRight, fullyRight: 0, share: 0 };
    expect(evalGate({ golden, blind: blindSet({}), heldOut: blindSet({}) }).passed).toBe(false);
    const blind = blindSet({ opener: [5, 10] });
    expect(evalGate({ golden: goldenAllRight, blind, heldOut: blindSet({}) }).passed).toBe(false);
  });
});
