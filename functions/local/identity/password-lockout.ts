import { CognitoError } from './cognito-error.ts';

/** Failures allowed before Cognito starts locking an account out of password sign-in. */
export const FREE_PASSWORD_FAILURES = 5;
const MAX_LOCK_MS = 15 * 60 * 1000;

/**
 * Cognito's password lockout, as its documentation describes it: after five failed sign-ins the
 * user is locked out for 1 s, doubling with each further failure up to about 15 minutes; a success
 * resets it. Counted per login name (known or not), so the answer tells nobody which accounts exist.
 */
export class PasswordLockout {
  private readonly failures = new Map<string, { count: number; lockedUntil: number }>();

  assertOpen(login: string, now: number): void {
    const entry = this.failures.get(login);
    if (entry && entry.lockedUntil > now)
      throw new CognitoError('NotAuthorizedException', 'Password attempts exceeded');
  }

  failed(login: string, now: number): void {
    const count = (this.failures.get(login)?.count ?? 0) + 1;
    const over = count - FREE_PASSWORD_FAILURES;
    const lockMs = over < 0 ? 0 : Math.min(1000 * 2 ** over, MAX_LOCK_MS);
    this.failures.set(login, { count, lockedUntil: now + lockMs });
  }

  succeeded(login: string): void {
    this.failures.delete(login);
  }

  clear(): void {
    this.failures.clear();
  }
}
