import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Powertools Metrics writes to the global console in its dev mode, where it is off unless told otherwise. */
beforeEach(() => {
  vi.resetModules();
  vi.stubEnv('POWERTOOLS_DEV', 'true');
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
  vi.stubEnv('METRICS_DISABLED', '');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

const load = () => import('../../../functions/adapters/observability.ts');

function written(): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
    lines.push(JSON.parse(String(line)) as Record<string, unknown>);
  });
  return lines;
}

describe('countMetric (Powertools Metrics)', () => {
  it('is a CloudWatch EMF line in the Quarter namespace, counted per function and, on a second line, per route', async () => {
    vi.stubEnv('POWERTOOLS_SERVICE_NAME', 'payments-webhook');
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    const { BUSINESS_METRICS, countMetric } = await load();
    const lines = written();

    countMetric(BUSINESS_METRICS.rateLimited, 'POST /api/chat');

    expect(lines).toHaveLength(2);
    const [perFunction, perRoute] = lines;
    const emf = (dimensions: string[][]) => ({
      Timestamp: 1_700_000_000_000,
      CloudWatchMetrics: [
        { Namespace: 'Quarter', Dimensions: dimensions, Metrics: [{ Name: 'RateLimited', Unit: 'Count' }] },
      ],
    });
    expect(perFunction).toEqual({ _aws: emf([['service']]), service: 'payments-webhook', RateLimited: 1 });
    expect(perRoute).toEqual({
      _aws: emf([['service', 'Route']]),
      service: 'payments-webhook',
      Route: 'POST /api/chat',
      RateLimited: 1,
    });
  });

  it('has only the function dimension without a route', async () => {
    const { BUSINESS_METRICS, countMetric } = await load();
    const lines = written();

    countMetric(BUSINESS_METRICS.paymentPaid);

    expect(lines).toEqual([
      expect.objectContaining({
        _aws: expect.objectContaining({
          CloudWatchMetrics: [
            {
              Namespace: 'Quarter',
              Dimensions: [['service']],
              Metrics: [{ Name: 'PaymentPaid', Unit: 'Count' }],
            },
          ],
        }),
        PaymentPaid: 1,
      }),
    ]);
  });

  it('writes the line unless metrics are disabled, and tells listeners either way', async () => {
    const { BUSINESS_METRICS, countMetric, onMetric } = await load();
    const lines = written();
    const seen: string[] = [];
    const stop = onMetric((name) => seen.push(name));
    countMetric(BUSINESS_METRICS.duplicatePayment);
    vi.stubEnv('METRICS_DISABLED', 'true');
    countMetric(BUSINESS_METRICS.duplicatePayment);
    stop();
    countMetric(BUSINESS_METRICS.duplicatePayment);
    expect(seen).toEqual(['DuplicatePayment', 'DuplicatePayment']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ DuplicatePayment: 1 });
  });
});
