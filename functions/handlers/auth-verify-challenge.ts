import { withLambdaLog } from '../adapters/log.ts';
import { verifyChallengePorts } from '../services/auth/live-ports.ts';
import { verifyAuthChallenge } from '../services/auth/verify-auth-challenge.ts';

/** Cognito VerifyAuthChallengeResponse trigger: right code, in time, unused, within 3 wrong answers; a right answer marks the e-mail verified. */
export const handler = withLambdaLog(verifyAuthChallenge(verifyChallengePorts()));
