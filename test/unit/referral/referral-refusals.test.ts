import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../functions/domain/app-error.ts';
import { errorResponse } from '../../../functions/handlers/lib/errors.ts';
import {
  DUPLICATE_EMAIL_MESSAGE,
  MAGIC_LINK_FAILED_MESSAGE,
  NO_ACCOUNT_MESSAGE,
  NO_DASHBOARD_ACCESS_MESSAGE,
} from '../../../functions/services/referral/refusals.ts';
import {
  duplicateEmail,
  magicLinkFailed,
  noAccount,
  noDashboardAccess,
} from '../../../functions/services/referral/refusals.ts';

const bodyOf = (response: ReturnType<typeof errorResponse>) => JSON.parse(String(response.body)) as unknown;

afterEach(() => vi.restoreAllMocks());

describe('the referral refusals as the handlers answer them', () => {
  it.each<[string, AppError, string, number, string]>([
    ['duplicate_email', duplicateEmail(), DUPLICATE_EMAIL_MESSAGE, 409, 'conflict'],
    ['no_account', noAccount(), NO_ACCOUNT_MESSAGE, 404, 'not_found'],
    ['no_dashboard_access', noDashboardAccess(), NO_DASHBOARD_ACCESS_MESSAGE, 409, 'conflict'],
    ['mail_failed', magicLinkFailed(), MAGIC_LINK_FAILED_MESSAGE, 502, 'provider_down'],
    [
      'validation',
      AppError.validation('email: Please enter a valid email address'),
      'email: Please enter a valid email address',
      400,
      'validation',
    ],
  ])('maps %s to its status with its exact message', (_kind, refusal, message, status, code) => {
    const response = errorResponse(refusal, 'POST /api/referrals');

    expect(response.statusCode).toBe(status);
    expect(bodyOf(response)).toEqual({ error: { code, message } });
  });

  it('maps a rate limit to 429 with Retry-After in whole seconds', () => {
    const response = errorResponse(AppError.rateLimited(12.2), 'POST /api/referrals');

    expect(response).toMatchObject({ statusCode: 429, headers: { 'Retry-After': '13' } });
  });

  it('gives any other failure no refusal status and none of its words', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const response = errorResponse(new Error('DynamoDB exploded'), 'POST /api/referrals');

    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('exploded');
  });
});
