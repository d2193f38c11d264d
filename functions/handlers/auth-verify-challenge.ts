import { withLambdaLog } from '../adapters/log.ts';
import { markEmailVerified } from '../adapters/cognito-pool.ts';
import { consumeOtpChallenge, getOtpChallenge, recordWrongAttempt } from '../adapters/db/otp-challenges.ts';
import { systemClock } from '../services/auth/ports.ts';
import { verifyAuthChallenge } from '../services/auth/verify-auth-challenge.ts';

/** Cognito VerifyAuthChallengeResponse trigger: right code, in time, unused, within 3 wrong answers; a right answer marks the e-mail verified. */
export const handler = withLambdaLog(verifyAuthChallenge({
  getOtpChallenge,
  recordWrongAttempt,
  consumeOtpChallenge,
  markEmailVerified,
  now: systemClock,
}));
