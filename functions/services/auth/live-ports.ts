/**
 * The production bindings of the sign-in triggers: the code challenges and rate counters in
 * DynamoDB, SES through the mailer and the Cognito pool. The one composition root the auth
 * Lambdas use; the local identity provider and unit tests bind the same ports themselves.
 */
import { isInGroup, clientTakesPasswords, markEmailVerified } from '../../adapters/cognito-pool.ts';
import { consumeOtpChallenge, getOtpChallenge, putOtpChallenge, recordWrongAttempt } from '../../adapters/db/otp-challenges.ts';
import { hitRateLimit } from '../../adapters/db/rate-limits.ts';
import { requiredEnv } from '../../adapters/env.ts';
import { sendMail } from '../../adapters/mailer.ts';
import type { CreateAuthChallengeDeps } from './create-auth-challenge.ts';
import type { DefineAuthChallengeDeps } from './define-auth-challenge.ts';
import type { PasswordSignInPorts } from './pre-authentication.ts';
import { systemClock } from './ports.ts';
import type { VerifyAuthChallengeDeps } from './verify-auth-challenge.ts';

export function createChallengePorts(): CreateAuthChallengeDeps {
  return { putOtpChallenge, hitRateLimit, sendMail, now: systemClock };
}

export function defineChallengePorts(): DefineAuthChallengeDeps {
  return { getOtpChallenge, now: systemClock };
}

export function verifyChallengePorts(): VerifyAuthChallengeDeps {
  return { getOtpChallenge, recordWrongAttempt, consumeOtpChallenge, markEmailVerified, now: systemClock };
}

export function passwordSignInPorts(): PasswordSignInPorts {
  return { clientTakesPasswords, isInGroup };
}

/** The custom message trigger needs only the site's public origin, for the links it writes. */
export function customMessagePorts(): { readonly siteUrl: string } {
  return { siteUrl: requiredEnv('SITE_URL') };
}
