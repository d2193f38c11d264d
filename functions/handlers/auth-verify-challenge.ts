import { consumeOtpChallenge, getOtpChallenge, recordWrongAttempt } from '../adapters/db/otp-challenges.ts';
import { systemClock } from '../services/auth/ports.ts';
import { verifyAuthChallenge } from '../services/auth/verify-auth-challenge.ts';

/** Cognito VerifyAuthChallengeResponse trigger: right code, in time, unused, within 3 wrong answers. */
export const handler = verifyAuthChallenge({
  getOtpChallenge,
  recordWrongAttempt,
  consumeOtpChallenge,
  now: systemClock,
});
