import {
  consumeOtpChallenge,
  getOtpChallenge,
  putOtpChallenge,
  recordWrongAttempt,
} from '../../adapters/db/otp-challenges.ts';
import { latestCodeSend, recordCodeSend } from '../../adapters/db/otp-code-sends.ts';
import { hitRateLimit } from '../../adapters/db/rate-limits.ts';
import { createAuthChallenge } from '../../services/auth/create-auth-challenge.ts';
import { defineAuthChallenge } from '../../services/auth/define-auth-challenge.ts';
import type { Clock, SendMail } from '../../services/auth/ports.ts';
import { preAuthentication, type PasswordSignInPorts } from '../../services/auth/pre-authentication.ts';
import { preSignUp } from '../../services/auth/pre-sign-up.ts';
import { verifyAuthChallenge } from '../../services/auth/verify-auth-challenge.ts';
import type { AuthTriggers } from './trigger-runner.ts';

/** What the triggers ask of the pool itself: Cognito's admin API on AWS, the local pool in-process here. */
export interface LocalPoolPorts extends PasswordSignInPorts {
  markEmailVerified(userPoolId: string, username: string): Promise<void>;
}

/**
 * The same triggers functions/handlers/auth-*.ts deploy, on the same DynamoDB adapters; only the
 * mail leaves through the local runtime's `sendMail`, the pool answers in-process and the clock can
 * be injected.
 */
export function productTriggers({
  sendMail,
  now,
  pool,
}: {
  sendMail: SendMail;
  now: Clock;
  pool: LocalPoolPorts;
}): AuthTriggers {
  const store = { putOtpChallenge, getOtpChallenge, recordWrongAttempt, consumeOtpChallenge };
  return {
    defineAuthChallenge: defineAuthChallenge({ ...store, now }),
    createAuthChallenge: createAuthChallenge({
      ...store,
      latestCodeSend,
      recordCodeSend,
      hitRateLimit,
      sendMail,
      now,
    }),
    verifyAuthChallenge: verifyAuthChallenge({ ...store, now, markEmailVerified: pool.markEmailVerified }),
    preSignUp: preSignUp(),
    preAuthentication: preAuthentication(pool),
  };
}
