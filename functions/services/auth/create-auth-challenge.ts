import type { CreateAuthChallengeTriggerEvent, CreateAuthChallengeTriggerHandler } from 'aws-lambda';
import {
  challengeIdFromMetadata,
  challengeMetadata,
  DECOY_METADATA,
  lastEntry,
} from './challenge-session.ts';
import {
  EMAIL_SEND_LIMIT,
  maskEmail,
  newOtpChallenge,
  normaliseEmail,
  OTP_LENGTH,
  OTP_TTL_SECONDS,
} from './otp.ts';
import { otpEmail } from './otp-email.ts';
import type { Clock, OtpChallengeStore, RateLimiter, SendMail } from './ports.ts';
import { UserFacingError, withUserFacingErrors } from './user-facing-error.ts';

export interface CreateAuthChallengeDeps extends Pick<OtpChallengeStore, 'putOtpChallenge'>, RateLimiter {
  readonly sendMail: SendMail;
  readonly now: Clock;
}

type ChallengeResponse = CreateAuthChallengeTriggerEvent['response'];

export const emailSendLimitKey = (email: string) => `otp-send#email#${normaliseEmail(email)}`;

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

  await enforceSendLimit(email, deps);
  // Unknown e-mails are limited and answered like known ones, but no code exists or is sent.
  if (request.userNotFound) {
    return { publicChallengeParameters, privateChallengeParameters: {}, challengeMetadata: DECOY_METADATA };
  }

  const { challenge, code } = await newOtpChallenge(email, deps.now());
  await deps.putOtpChallenge(challenge);
  await deps.sendMail(otpEmail(email, code));
  return {
    publicChallengeParameters,
    privateChallengeParameters: { challengeId: challenge.challenge_id },
    challengeMetadata: challengeMetadata(challenge.challenge_id),
  };
}

async function enforceSendLimit(email: string, deps: RateLimiter) {
  const result = await deps.hitRateLimit(emailSendLimitKey(email), EMAIL_SEND_LIMIT);
  if (result.allowed) return;
  const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
  throw new UserFacingError(
    `Too many sign-in codes were requested for this e-mail. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}
