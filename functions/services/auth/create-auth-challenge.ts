import { BUSINESS_METRICS, countMetric } from '../../adapters/observability.ts';
import { RATE_LIMITS } from '../../domain/rate-limits.ts';
import { rateLimitKey } from '../shared/rate-limits.ts';
import type { CreateAuthChallengeTriggerEvent, CreateAuthChallengeTriggerHandler } from 'aws-lambda';
import {
  challengeIdFromMetadata,
  challengeMetadata,
  DECOY_METADATA,
  lastEntry,
} from './challenge-session.ts';
import { maskEmail, newOtpChallenge, normaliseEmail, OTP_LENGTH, OTP_TTL_SECONDS } from './otp.ts';
import { otpEmail } from './otp-email.ts';
import type { Clock, OtpChallengeStore, RateLimiter, SendMail } from './ports.ts';
import { AppError } from '../../domain/app-error.ts';
import { withUserFacingErrors } from './user-facing-error.ts';

export interface CreateAuthChallengeDeps extends Pick<OtpChallengeStore, 'putOtpChallenge'>, RateLimiter {
  readonly sendMail: SendMail;
  readonly now: Clock;
  /** Waits out the rest of the response floor (tests pass a spy). */
  readonly pause?: (ms: number) => Promise<void>;
}

/**
 * A code send (known e-mail: scrypt, DynamoDB, SES) takes longer than the decoy answer to an
 * unknown e-mail, so the time alone would tell whether an account exists (issue #14). The first ask
 * of a sign-in therefore takes at least this long either way; it stays far below Cognito's 5 s
 * trigger limit, and only the code-sending call pays it.
 */
export const CODE_SEND_FLOOR_MS = 400;

const realPause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type ChallengeResponse = CreateAuthChallengeTriggerEvent['response'];

/**
 * Issues the e-mail code challenge. The first ask of a sign-in sends a fresh code; after a wrong
 * answer Cognito calls this again and the same code is asked for, without another e-mail.
 */
export function createAuthChallenge(deps: CreateAuthChallengeDeps): CreateAuthChallengeTriggerHandler {
  return (event) =>
    withUserFacingErrors('CreateAuthChallenge', async () => {
      Object.assign(event.response, await issue(event, deps));
      return event;
    });
}

async function issue(
  event: CreateAuthChallengeTriggerEvent,
  deps: CreateAuthChallengeDeps,
): Promise<ChallengeResponse> {
  const { request } = event;
  const email = request.userAttributes.email ?? event.userName;
  const publicChallengeParameters = {
    deliveryMedium: 'EMAIL',
    destination: maskEmail(email),
    codeLength: String(OTP_LENGTH),
    expiresInSeconds: String(OTP_TTL_SECONDS),
  };

  const previous = lastEntry(request.session);
  if (previous) {
    const metadata = previous.challengeMetadata ?? DECOY_METADATA;
    const challengeId = challengeIdFromMetadata(metadata);
    return {
      publicChallengeParameters,
      privateChallengeParameters: challengeId ? { challengeId } : {},
      challengeMetadata: metadata,
    };
  }

  const started = performance.now();
  try {
    await enforceSendLimit(email, deps);
    // Unknown e-mails are limited and answered like known ones, but no code is kept or sent; the
    // code is still derived (scrypt) so the CPU time matches too.
    const { challenge, code } = await newOtpChallenge(email, deps.now());
    if (request.userNotFound) {
      return { publicChallengeParameters, privateChallengeParameters: {}, challengeMetadata: DECOY_METADATA };
    }
    await deps.putOtpChallenge(challenge);
    await deps.sendMail(otpEmail(email, code));
    countMetric(BUSINESS_METRICS.otpSent);
    return {
      publicChallengeParameters,
      privateChallengeParameters: { challengeId: challenge.challenge_id },
      challengeMetadata: challengeMetadata(challenge.challenge_id),
    };
  } finally {
    const left = CODE_SEND_FLOOR_MS - (performance.now() - started);
    if (left > 0) await (deps.pause ?? realPause)(left);
  }
}

async function enforceSendLimit(email: string, deps: RateLimiter) {
  // Codes sent to one address: a fresh code invalidates nothing, so this bounds guessing too.
  const result = await deps.hitRateLimit(
    rateLimitKey('signInCodePerEmail', normaliseEmail(email)),
    RATE_LIMITS.signInCodePerEmail,
  );
  if (result.allowed) return;
  const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
  throw AppError.rateLimited(
    result.retryAfterSeconds,
    `Too many sign-in codes were requested for this e-mail. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}
