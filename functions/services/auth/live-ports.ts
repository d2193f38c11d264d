/**
 * The production bindings of the sign-in triggers: the code challenges and rate counters in
 * DynamoDB, SES through the mailer and the Cognito pool. The one composition root the auth
 * Lambdas use; the local identity provider and unit tests bind the same ports themselves.
 * Each binding first puts the process's AWS clients on a Cognito trigger's limits (one attempt,
 * short timeouts: functions/domain/timeouts.ts), as every trigger must answer within Cognito's 5 s.
 */
import { limitAwsCallsForCognitoTrigger } from '../../adapters/aws-client-config.ts';
import { isInGroup, clientTakesPasswords, markEmailVerified } from '../../adapters/cognito-pool.ts';
import {
  consumeOtpChallenge,
  getOtpChallenge,
  putOtpChallenge,
  recordWrongAttempt,
} from '../../adapters/db/otp-challenges.ts';
import { latestCodeSend, recordCodeSend } from '../../adapters/db/otp-code-sends.ts';
import { hitRateLimit } from '../../adapters/db/rate-limits.ts';
import { requiredEnv } from '../../adapters/env.ts';
import { sendMail } from '../../adapters/mailer.ts';
import type { CreateAuthChallengeDeps } from './create-auth-challenge.ts';
import type { DefineAuthChallengeDeps } from './define-auth-challenge.ts';
import type { PasswordSignInPorts } from './pre-authentication.ts';
import { systemClock } from './ports.ts';
import type { VerifyAuthChallengeDeps } from './verify-auth-challenge.ts';

export function createChallengePorts(): CreateAuthChallengeDeps {
  limitAwsCallsForCognitoTrigger();
  return {
    putOtpChallenge,
    getOtpChallenge,
    latestCodeSend,
    recordCodeSend,
    hitRateLimit,
    sendMail,
    now: systemClock,
  };
}

export function defineChallengePorts(): DefineAuthChallengeDeps {
  limitAwsCallsForCognitoTrigger();
  return { getOtpChallenge, now: systemClock };
}

export function verifyChallengePorts(): VerifyAuthChallengeDeps {
  limitAwsCallsForCognitoTrigger();
  return { getOtpChallenge, recordWrongAttempt, consumeOtpChallenge, markEmailVerified, now: systemClock };
}

export function passwordSignInPorts(): PasswordSignInPorts {
  limitAwsCallsForCognitoTrigger();
  return { clientTakesPasswords, isInGroup };
}

/** The custom message trigger needs only the site's public origin, for the links it writes. */
export function customMessagePorts(): { readonly siteUrl: string } {
  limitAwsCallsForCognitoTrigger();
  return { siteUrl: requiredEnv('SITE_URL') };
}
