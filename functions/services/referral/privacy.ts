import { createHash } from 'node:crypto';

/**
 * A stable, non-reversible stand-in for an e-mail address in logs and rate-limit keys: the same
 * person can be followed across log lines without the address itself being written anywhere.
 */
export function emailFingerprint(normalizedEmail: string): string {
  return createHash('sha256').update(normalizedEmail).digest('hex').slice(0, 16);
}

/** A short error description for logs: the name and message only, never a stack or request data. */
export function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
