import { describe, expect, it } from 'vitest';
import { withReferralErrors } from '../../../functions/handlers/lib/referral-errors.ts';
import {
  DUPLICATE_EMAIL_MESSAGE,
  MAGIC_LINK_FAILED_MESSAGE,
  NO_ACCOUNT_MESSAGE,
  NO_DASHBOARD_ACCESS_MESSAGE,
  ReferralError,
  type ReferralErrorKind,
} from '../../../functions/services/referral/index.ts';
import { RateLimitedError } from '../../../functions/services/shared/rate-limits.ts';

describe('withReferralErrors', () => {
  it.each<[ReferralErrorKind, string, number, string]>([
    ['duplicate_email', DUPLICATE_EMAIL_MESSAGE, 409, 'conflict'],
    ['no_account', NO_ACCOUNT_MESSAGE, 404, 'not_found'],
    ['no_dashboard_access', NO_DASHBOARD_ACCESS_MESSAGE, 409, 'conflict'],
    ['mail_failed', MAGIC_LINK_FAILED_MESSAGE, 502, 'provider_down'],
    ['validation', 'email: Please enter a valid email address', 400, 'validation'],
  ])('maps %s to %i with its exact message', async (kind, message, status, code) => {
    const attempt = withReferralErrors(() => Promise.reject(new ReferralError(kind, message)));

    await expect(attempt).rejects.toMatchObject({ status, code, message });
  });

  it('maps a rate limit to 429 with Retry-After in whole seconds', async () => {
    const attempt = withReferralErrors(() => Promise.reject(new RateLimitedError(12.2)));

    await expect(attempt).rejects.toMatchObject({ status: 429, headers: { 'Retry-After': '13' } });
  });

  it('lets any other failure through untouched', async () => {
    const failure = new Error('DynamoDB exploded');

    await expect(withReferralErrors(() => Promise.reject(failure))).rejects.toBe(failure);
  });
});
