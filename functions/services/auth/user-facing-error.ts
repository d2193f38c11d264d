import { logger } from '../../adapters/log.ts';
/**
 * The only trigger error whose message reaches the person signing in. Cognito wraps a trigger's
 * message ("CreateAuthChallenge failed with error <message>."), so anything else is replaced by a
 * generic text before it leaves the Lambda: internals never reach the browser.
 */
export class UserFacingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UserFacingError';
  }
}

export const GENERIC_AUTH_FAILURE = 'Sign-in is unavailable right now. Please try again.';

/** Runs a trigger body, letting only UserFacingError messages through. */
export async function withUserFacingErrors<T>(trigger: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof UserFacingError) throw error;
    logger('auth').error(`${trigger} failed`, {
      error: error instanceof Error ? error.message : String(error),
    });
    throw new Error(GENERIC_AUTH_FAILURE);
  }
}
