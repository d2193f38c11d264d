import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lambdaContext } from '../../../functions/local/lambda/runtime.ts';

/** Powertools writes to the global console only in its dev mode (POWERTOOLS_DEV), as its docs advise for tests. */
beforeEach(() => {
  vi.resetModules();
  vi.stubEnv('POWERTOOLS_DEV', 'true');
  // Lambda sets this; Powertools reports a cold start only for on-demand environments.
  vi.stubEnv('AWS_LAMBDA_INITIALIZATION_TYPE', 'on-demand');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const lines = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map((call) => JSON.parse(String(call[0])) as Record<string, unknown>);

const loadLog = () => import('../../../functions/adapters/log.ts');

describe('the Lambda logger (Powertools Logger)', () => {
  it('writes one JSON object per event with the request ids, the cold start, the function name and the scope', async () => {
    const { logger, withLogContext } = await loadLog();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const first = lambdaContext('quarter-dev-payments-verify');
    const second = lambdaContext('quarter-dev-payments-verify');

    await withLogContext('api-req-1', first, async () =>
      logger('payments').info('payment paid', { reference: 'qtr-1' }),
    );
    await withLogContext('api-req-2', second, async () =>
      logger('payments').info('payment paid', { reference: 'qtr-2' }),
    );

    const [one, two] = lines(info);
    expect(one).toMatchObject({
      level: 'INFO',
      service: 'quarter',
      scope: 'payments',
      message: 'payment paid',
      reference: 'qtr-1',
      function_name: 'quarter-dev-payments-verify',
      function_request_id: first.awsRequestId,
      request_id: 'api-req-1',
      cold_start: true,
    });
    expect(typeof one?.timestamp).toBe('string');
    expect(two).toMatchObject({
      request_id: 'api-req-2',
      function_request_id: second.awsRequestId,
      cold_start: false,
    });
  });

  it('keeps each concurrent invocation’s API request id on its own lines', async () => {
    const { logger, withLogContext } = await loadLog();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    await Promise.all([
      withLogContext('slow', undefined, async () => {
        await later(20);
        logger('chat').info('slow reply');
      }),
      withLogContext('fast', undefined, async () => logger('chat').info('fast reply')),
    ]);

    expect(lines(info).map((line) => [line.message, line.request_id])).toEqual([
      ['fast reply', 'fast'],
      ['slow reply', 'slow'],
    ]);
  });

  it('keeps to the level LOG_LEVEL allows', async () => {
    vi.stubEnv('LOG_LEVEL', 'WARN');
    const { logger } = await loadLog();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    logger('referral').info('referral applicant created');
    logger('referral').warn('referral application refused');

    expect(info).not.toHaveBeenCalled();
    expect(lines(warn)).toEqual([
      expect.objectContaining({ level: 'WARN', message: 'referral application refused' }),
    ]);
  });

  it('wraps a Cognito trigger so its lines carry the Lambda context', async () => {
    const { logger, withLambdaLog } = await loadLog();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const context = lambdaContext('quarter-dev-auth-create-challenge');
    const trigger = withLambdaLog(async (event: { n: number }) => {
      logger('auth').error('code not sent');
      return event;
    });

    await expect(trigger({ n: 1 }, context)).resolves.toEqual({ n: 1 });
    expect(lines(error)[0]).toMatchObject({
      message: 'code not sent',
      function_name: 'quarter-dev-auth-create-challenge',
      request_id: context.awsRequestId,
    });
  });
});
