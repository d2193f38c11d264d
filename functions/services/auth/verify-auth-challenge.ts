import type {
  VerifyAuthChallengeResponseTriggerEvent,
  VerifyAuthChallengeResponseTriggerHandler,
} from 'aws-lambda';
import { challengeState, normaliseEmail, otpMatches } from './otp.ts';
import type { Clock, OtpChallengeStore } from './ports.ts';
import { withUserFacingErrors } from './user-facing-error.ts';

export interface VerifyAuthChallengeDeps extends Pick<
  OtpChallengeStore,
  'getOtpChallenge' | 'recordWrongAttempt' | 'consumeOtpChallenge'
> {
  readonly now: Clock;
  /**
   * Marks the address verified once a code sent to it was answered: that, and only that, proves
   * the e-mail (PreSignUp no longer verifies it).
   */
  markEmailVerified(userPoolId: string, username: string): Promise<void>;
}

/** Checks an answer: the right code, not expired, not used before, within the wrong-answer budget. */
export function verifyAuthChallenge(
  deps: VerifyAuthChallengeDeps,
): VerifyAuthChallengeResponseTriggerHandler {
  return (event) =>
    withUserFacingErrors('VerifyAuthChallengeResponse', async () => {
      event.response.answerCorrect = await isCorrect(event.request, deps);
      if (event.response.answerCorrect && event.request.userAttributes.email_verified !== 'true')
        await deps.markEmailVerified(event.userPoolId, event.userName);
      return event;
    });
}

async function isCorrect(
  request: VerifyAuthChallengeResponseTriggerEvent['request'],
  deps: VerifyAuthChallengeDeps,
) {
  const challengeId = request.privateChallengeParameters.challengeId;
  if (request.userNotFound || !challengeId) return false;

  const now = deps.now();
  const challenge = await deps.getOtpChallenge(challengeId, new Date(now));
  if (!challenge || challengeState(challenge, now) !== 'open') return false;
  const email = request.userAttributes.email;
  if (email !== undefined && normaliseEmail(email) !== challenge.email) return false;

  if (!(await otpMatches(request.challengeAnswer ?? '', challenge))) {
    await deps.recordWrongAttempt(challengeId);
    return false;
  }
  // The conditional consume is what makes a code single use, even for two answers racing.
  return deps.consumeOtpChallenge(challengeId, new Date(now));
}
