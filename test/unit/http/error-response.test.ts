import { afterEach, describe, expect, it, vi } from 'vitest';
import { withLogContext } from '../../../functions/adapters/log.ts';
import { BUSINESS_METRICS } from '../../../functions/adapters/observability.ts';
import { APP_ERROR_STATUS, AppError, type AppErrorCode } from '../../../functions/domain/app-error.ts';
import { API_ERROR_CODES, errorBodySchema } from '../../../functions/domain/contracts/system.ts';
import { errorResponse } from '../../../functions/handlers/lib/errors.ts';
import { countedMetrics } from '../observability/counted-metrics.ts';

const ROUTE = 'POST /api/chat';
const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

afterEach(() => vi.restoreAllMocks());

/** The lines Powertools writes at error level (POWERTOOLS_DEV sends them to console.error). */
function errorLines() {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return () => spy.mock.calls.map((call) => JSON.parse(String(call[0])) as Record<string, unknown>);
}

/** The mapping as an HTTP handler runs it: inside the invocation's log context. */
const answer = (error: unknown, options?: { handshake?: boolean }) =>
  withLogContext('api-req-7', undefined, async () => errorResponse(error, ROUTE, options));

const bodyOf = (response: Awaited<ReturnType<typeof answer>>) => JSON.parse(String(response.body)) as unknown;

describe('errorResponse: an AppError', () => {
  it.each(API_ERROR_CODES.map((code) => [code, APP_ERROR_STATUS[code]] as const))(
    'answers %s with %i, its code and its message, and nothing else',
    async (code: AppErrorCode, status) => {
      errorLines();
      const response = await answer(new AppError(code, `The ${code} refusal.`));

      expect(response.statusCode).toBe(status);
      expect(response.headers).toEqual(JSON_HEADERS);
      expect(bodyOf(response)).toEqual({ error: { code, message: `The ${code} refusal.` } });
      expect(errorBodySchema.safeParse(bodyOf(response)).success).toBe(true);
    },
  );

  it('gives every code of the contract a status, and only those codes', () => {
    expect(Object.keys(APP_ERROR_STATUS).sort()).toEqual([...API_ERROR_CODES].sort());
  });

  it('turns retryAfterSeconds into Retry-After in whole seconds, at least 1', async () => {
    expect((await answer(AppError.rateLimited(12.2))).headers).toMatchObject({ 'Retry-After': '13' });
    expect((await answer(AppError.rateLimited(0))).headers).toMatchObject({ 'Retry-After': '1' });
    const provider = await answer(AppError.providerDown('Down.', { retryAfterSeconds: 5 }));
    expect(provider.headers).toMatchObject({ 'Retry-After': '5' });
  });

  it('sends details when a refusal carries them, never its reason or cause', async () => {
    const refusal = AppError.conflict('Taken.', {
      details: { field: 'email' },
      reason: 'duplicate_email',
      cause: new Error('ConditionalCheckFailed on pk=secret'),
    });

    const response = await answer(refusal);

    expect(bodyOf(response)).toEqual({
      error: { code: 'conflict', message: 'Taken.', details: { field: 'email' } },
    });
    expect(response.body).not.toContain('duplicate_email');
    expect(response.body).not.toContain('secret');
  });

  it('counts rate limits and 5xx refusals under the route, and nothing else', async () => {
    errorLines();
    const seen = countedMetrics();

    await answer(AppError.rateLimited(30));
    await answer(AppError.notFound());
    await answer(AppError.providerDown('Q is unavailable right now.'));

    expect(seen).toEqual([
      { name: BUSINESS_METRICS.rateLimited, route: ROUTE },
      { name: BUSINESS_METRICS.serverError, route: ROUTE },
    ]);
  });
});

describe('errorResponse: anything else', () => {
  it('is a 500 with no detail, logged with the request id, which the answer carries as x-request-id', async () => {
    const logged = errorLines();
    const seen = countedMetrics();

    const response = await answer(new TypeError('Cannot read properties of undefined (reading "pk")'));

    expect(response.statusCode).toBe(500);
    expect(response.headers).toEqual({ ...JSON_HEADERS, 'x-request-id': 'api-req-7' });
    expect(bodyOf(response)).toEqual({
      error: { code: 'internal', message: 'Something went wrong. Please try again.' },
    });
    expect(logged()).toEqual([
      expect.objectContaining({
        message: 'unhandled error',
        request_id: 'api-req-7',
        route: ROUTE,
        error: 'TypeError: Cannot read properties of undefined (reading "pk")',
      }),
    ]);
    expect(seen).toEqual([{ name: BUSINESS_METRICS.serverError, route: ROUTE }]);
  });

  it('is a 500 for a thrown non-error too', async () => {
    errorLines();
    expect((await answer('just a string')).statusCode).toBe(500);
  });

  it('is a 503 with Retry-After when a dependency is unreachable, itself or as the cause', async () => {
    const logged = errorLines();
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' });
    const wrapped = new Error('save failed', {
      cause: new Error('ProvisionedThroughputExceededException: slow down'),
    });

    for (const failure of [refused, wrapped]) {
      const response = await answer(failure);
      expect(response.statusCode).toBe(503);
      expect(response.headers).toMatchObject({ 'Retry-After': '5', 'x-request-id': 'api-req-7' });
      expect(bodyOf(response)).toEqual({
        error: {
          code: 'unavailable',
          message: 'The service is temporarily unavailable. Please try again shortly.',
        },
      });
    }
    expect(logged().map((line) => line.message)).toEqual([
      'dependency unavailable',
      'dependency unavailable',
    ]);
  });

  it('at the WebSocket handshake is always a plain 500, counted nowhere', async () => {
    errorLines();
    const seen = countedMetrics();

    const response = await answer(new Error('ProvisionedThroughputExceededException'), { handshake: true });

    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('Provisioned');
    expect(seen).toEqual([]);
  });
});
