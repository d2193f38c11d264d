import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger, withLogContext } from '../../../functions/adapters/log.ts';

afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.LOG_LEVEL;
  delete process.env.AWS_LAMBDA_FUNCTION_NAME;
});

const lines = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map((call) => JSON.parse(String(call[0])) as Record<string, unknown>);

describe('the Lambda logger', () => {
  it('writes one JSON line with the request id, the cold start, the function name and the scope', async () => {
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'quarter-dev-payments-verify';
    const info = vi.spyOn(console, 'log').mockImplementation(() => undefined);

    await withLogContext('req-1', async () =>
      logger('payments').info('payment paid', { reference: 'qtr-1' }),
    );
    await withLogContext('req-2', async () =>
      logger('payments').info('payment paid', { reference: 'qtr-2' }),
    );

    const [first, second] = lines(info);
    expect(first).toMatchObject({
      level: 'info',
      scope: 'payments',
      msg: 'payment paid',
      reference: 'qtr-1',
      function_name: 'quarter-dev-payments-verify',
      request_id: 'req-1',
    });
    expect(typeof first?.timestamp).toBe('string');
    expect(second).toMatchObject({ request_id: 'req-2', cold_start: false });
  });

  it('keeps to the level LOG_LEVEL allows', () => {
    process.env.LOG_LEVEL = 'WARN';
    const info = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    logger('referral').info('referral applicant created');
    logger('referral').warn('referral application refused');

    expect(info).not.toHaveBeenCalled();
    expect(lines(warn)).toEqual([
      expect.objectContaining({ level: 'warn', msg: 'referral application refused' }),
    ]);
  });
});
