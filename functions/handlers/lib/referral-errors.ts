import { ReferralError, type ReferralErrorKind } from '../../services/referral/index.ts';
import { RateLimitedError } from '../../services/shared/rate-limits.ts';
import { HttpError, rateLimited } from './http.ts';

const STATUS: Record<ReferralErrorKind, { status: number; code: HttpError['code'] }> = {
  validation: { status: 400, code: 'validation' },
  duplicate_email: { status: 409, code: 'conflict' },
  no_account: { status: 404, code: 'not_found' },
  // The applicant exists but cannot be let in yet: a state conflict, not a missing record.
  no_dashboard_access: { status: 409, code: 'conflict' },
  mail_failed: { status: 502, code: 'provider_down' },
  dashboard_not_found: { status: 404, code: 'not_found' },
};

/** Runs a referral use case, turning its typed refusals into HTTP errors with their exact messages. */
export async function withReferralErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error: unknown) {
    if (error instanceof RateLimitedError) throw rateLimited(error.retryAfterSeconds);
    if (error instanceof ReferralError) {
      const { status, code } = STATUS[error.kind];
      throw new HttpError(status, code, error.message);
    }
    throw error;
  }
}
