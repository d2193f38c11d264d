import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BUSINESS_METRICS,
  countMetric,
  emfLine,
  onMetric,
} from '../../../functions/adapters/observability.ts';

describe('countMetric', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('is a CloudWatch EMF line in the Quarter namespace, with the service and the route as dimensions', () => {
    vi.stubEnv('POWERTOOLS_SERVICE_NAME', 'payments-webhook');
    const line = JSON.parse(
      emfLine(BUSINESS_METRICS.rateLimited, 'POST /api/chat', 1_700_000_000_000),
    ) as Record<string, unknown>;
    expect(line).toEqual({
      _aws: {
        Timestamp: 1_700_000_000_000,
        CloudWatchMetrics: [
          {
            Namespace: 'Quarter',
            Dimensions: [['service', 'Route'], ['service']],
            Metrics: [{ Name: 'RateLimited', Unit: 'Count' }],
          },
        ],
      },
      service: 'payments-webhook',
      Route: 'POST /api/chat',
      RateLimited: 1,
    });
  });

  it('writes the line to stdout unless metrics are disabled, and tells listeners either way', () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const seen: string[] = [];
    const stop = onMetric((name) => seen.push(name));
    vi.stubEnv('METRICS_DISABLED', '');
    countMetric(BUSINESS_METRICS.duplicatePayment);
    vi.stubEnv('METRICS_DISABLED', 'true');
    countMetric(BUSINESS_METRICS.duplicatePayment);
    stop();
    countMetric(BUSINESS_METRICS.duplicatePayment);
    expect(seen).toEqual(['DuplicatePayment', 'DuplicatePayment']);
    expect(written).toHaveLength(1);
    expect(JSON.parse(written[0] ?? '{}')).toMatchObject({ DuplicatePayment: 1 });
  });
});
