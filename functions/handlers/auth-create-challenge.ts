import { withLambdaLog } from '../adapters/log.ts';
import { putOtpChallenge } from '../adapters/db/otp-challenges.ts';
import { hitRateLimit } from '../adapters/db/rate-limits.ts';
import { sendMail } from '../adapters/mailer.ts';
import { createAuthChallenge } from '../services/auth/create-auth-challenge.ts';
import { systemClock } from '../services/auth/ports.ts';

/** Cognito CreateAuthChallenge trigger: e-mails a sign-in code (limited per e-mail) and stores its hash. */
export const handler = withLambdaLog(
  createAuthChallenge({ putOtpChallenge, hitRateLimit, sendMail, now: systemClock }),
);
