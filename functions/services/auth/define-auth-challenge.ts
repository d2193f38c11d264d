import { BUSINESS_METRICS, countMetric } from '../../adapters/observability.ts';
import type { DefineAuthChallengeTriggerEvent, DefineAuthChallengeTriggerHandler } from 'aws-lambda';
import { challengeIdFromMetadata, lastEntry, wrongAnswers } from './challenge-session.ts';
import { challengeState, MAX_WRONG_ANSWERS } from './otp.ts';
import type { Clock, OtpChallengeStore } from './ports.ts';
import { withUserFacingErrors } from './user-facing-error.ts';

export interface DefineAuthChallengeDeps extends Pick<OtpChallengeStore, 'getOtpChallenge'> {
  readonly now: Clock;
}

type Decision = Pick<
  DefineAuthChallengeTriggerEvent['response'],
  'challengeName' | 'issueTokens' | 'failAuthentication'
>;

const askForCode: Decision = {
  challengeName: 'CUSTOM_CHALLENGE',
  issueTokens: false,
  failAuthentication: false,
};
const signIn: Decision = { issueTokens: true, failAuthentication: false };
const refuse: Decision = { issueTokens: false, failAuthentication: true };

/**
 * Decides the next step of an e-mail code sign-in: ask for the code, sign in after a correct
 * answer, or end the attempt after 3 wrong answers or once the code has expired or been used.
 */
export function defineAuthChallenge(deps: DefineAuthChallengeDeps): DefineAuthChallengeTriggerHandler {
  return (event) =>
    withUserFacingErrors('DefineAuthChallenge', async () => {
      Object.assign(event.response, await decide(event.request, deps));
      return event;
    });
}

async function decide(request: DefineAuthChallengeTriggerEvent['request'], deps: DefineAuthChallengeDeps) {
  const { session } = request;
  const last = lastEntry(session);
  if (!last) return askForCode;
  if (session.some((entry) => entry.challengeName !== 'CUSTOM_CHALLENGE')) return refuse;
  if (last.challengeResult) return signIn;
  if (wrongAnswers(session) >= MAX_WRONG_ANSWERS) {
    countMetric(BUSINESS_METRICS.otpLocked);
    return refuse;
  }
  // An unknown e-mail gets the same three tries as a known one, so the answers reveal nothing.
  if (request.userNotFound) return askForCode;

  const challengeId = challengeIdFromMetadata(last.challengeMetadata);
  const challenge = challengeId ? await deps.getOtpChallenge(challengeId, new Date(deps.now())) : undefined;
  if (!challenge || challengeState(challenge, deps.now()) !== 'open') return refuse;
  return askForCode;
}
