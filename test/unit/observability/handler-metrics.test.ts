import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS_METRICS } from '../../../functions/adapters/observability.ts';
import { AppError } from '../../../functions/domain/app-error.ts';
import { httpHandler, json } from '../../../functions/handlers/lib/http.ts';
import { countedMetrics } from './counted-metrics.ts';

const event = {
  routeKey: 'POST /api/chat',
  headers: {},
  requestContext: { requestId: 'r1' },
} as unknown as APIGatewayProxyEventV2;

afterEach(() => vi.restoreAllMocks());

describe('what every handler counts', () => {
  it('counts a handled 500 per route, so an alarm sees it even though the Lambda did not crash', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen = countedMetrics();

    const answer = await httpHandler(async () => {
      throw new Error('boom');
    })(event);

    expect(answer).toMatchObject({ statusCode: 500 });
    expect(seen).toEqual([{ name: BUSINESS_METRICS.serverError, route: 'POST /api/chat' }]);
  });

  it('counts rate-limit refusals per route, and nothing for a normal answer', async () => {
    const seen = countedMetrics();

    await httpHandler(async () => {
      throw AppError.rateLimited(30);
    })(event);
    await httpHandler(async () => json(200, { ok: true }))(event);

    expect(seen).toEqual([{ name: BUSINESS_METRICS.rateLimited, route: 'POST /api/chat' }]);
  });
});
