import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS_METRICS, countMetric, onMetric } from '../../../functions/adapters/observability.ts';

describe('countMetric', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes one CloudWatch EMF line in the Quarter namespace, with the route as a dimension', () => {
    const lines: string[] = [];
    // Powertools writes EMF through its own Console on stdout.
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(...String(chunk).split('\n').filter((l) => l.startsWith('{')));
      return true;
    });
    countMetric(BUSINESS_METRICS.rateLimited, 'POST /api/chat');
    const emf = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => '_aws' in l);
    expect(emf).toMatchObject({ RateLimited: 1, Route: 'POST /api/chat' });
    expect(JSON.stringify(emf)).toContain('"Namespace":"Quarter"');
  });

  it('tells listeners about each event', () => {
    const seen: string[] = [];
    const stop = onMetric((name) => seen.push(name));
    countMetric(BUSINESS_METRICS.duplicatePayment);
    stop();
    countMetric(BUSINESS_METRICS.duplicatePayment);
    expect(seen).toEqual(['DuplicatePayment']);
  });
});
