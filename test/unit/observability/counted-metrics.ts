import { onTestFinished } from 'vitest';
import { onMetric } from '../../../functions/adapters/observability.ts';

export interface CountedMetric {
  readonly name: string;
  readonly route?: string;
}

/** The business metrics counted from now until the test ends, each with its route when it has one. */
export function countedMetrics(): CountedMetric[] {
  const seen: CountedMetric[] = [];
  onTestFinished(onMetric((name, route) => seen.push({ name, ...(route ? { route } : {}) })));
  return seen;
}
