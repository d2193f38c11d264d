import { logger } from '../../adapters/log.ts';
import { isAppError } from '../../domain/app-error.ts';

/**
 * A trigger answers Cognito, not HTTP: Cognito shows the person signing in only the message of
 * what the trigger threw, wrapped ("CreateAuthChallenge failed with error <message>."). So an
 * AppError (whose message is written for the caller) passes through, and anything else is
 * replaced by a generic text before it leaves the Lambda: internals never reach the browser.
 */
export const GENERIC_AUTH_FAILURE = 'Sign-in is unavailable right now. Please try again.';

/** Runs a trigger body, letting only AppError messages through. */
export async function withUserFacingErrors<T>(trigger: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isAppError(error)) throw error;
    logger('auth').error(`${trigger} failed`, {
      error: error instanceof Error ? error.message : String(error),
    });
    throw new Error(GENERIC_AUTH_FAILURE);
  }
}
