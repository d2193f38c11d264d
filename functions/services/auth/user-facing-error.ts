import { logger } from '../../adapters/log.ts';
import { isAppError } from '../../domain/app-error.ts';
import { cognitoTriggerLimits } from '../../domain/timeouts.ts';

/**
 * A trigger answers Cognito, not HTTP: Cognito shows the person signing in only the message of
 * what the trigger threw, wrapped ("CreateAuthChallenge failed with error <message>."). So an
 * AppError (whose message is written for the caller) passes through, and anything else is
 * replaced by a generic text before it leaves the Lambda: internals never reach the browser.
 */
export const GENERIC_AUTH_FAILURE = 'Sign-in is unavailable right now. Please try again.';

/** What a trigger body that ran out of its time budget is failed with (never shown to anyone). */
const OVER_BUDGET = new Error('the trigger ran out of its time budget');

/**
 * Runs a trigger body, letting only AppError messages through, and within its time budget
 * (cognitoTriggerLimits.budgetMs, well inside Cognito's 5 s): a body still waiting on a slow
 * dependency then fails with the generic message instead of letting Cognito give up and retry.
 */
export async function withUserFacingErrors<T>(
  trigger: string,
  run: () => Promise<T>,
  budgetMs: number = cognitoTriggerLimits.budgetMs,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const overBudget = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(OVER_BUDGET), budgetMs);
  });
  try {
    return await Promise.race([run(), overBudget]);
  } catch (error) {
    if (isAppError(error)) throw error;
    logger('auth').error(`${trigger} failed`, {
      error: error instanceof Error ? error.message : String(error),
      ...(error === OVER_BUDGET ? { budgetMs } : {}),
    });
    throw new Error(GENERIC_AUTH_FAILURE);
  } finally {
    clearTimeout(timer);
  }
}
