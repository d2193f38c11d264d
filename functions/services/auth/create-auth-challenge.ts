import { BUSINESS_METRICS, countMetric } from '../../adapters/observability.ts';
import { RATE_LIMITS } from '../../domain/rate-limits.ts';
import { emailFingerprint, rateLimitKey } from '../shared/rate-limits.ts';
import type { CreateAuthChallengeTriggerEvent, CreateAuthChallengeTriggerHandler } from 'aws-lambda';
import {
  challengeIdFromMetadata,
  challengeMetadata,
  DECOY_METADATA,
  lastEntry,
  wrongAnswers,
} from './challenge-session.ts';
import {
  challengeState,
  maskEmail,
  MAX_WRONG_ANSWERS,
  newOtpChallenge,
  normaliseEmail,
  OTP_LENGTH,
  OTP_TTL_SECONDS,
} from './otp.ts';
import { otpEmail } from './otp-email.ts';
import type { Clock, CodeSends, OtpChallengeStore, RateLimiter, SendMail } from './ports.ts';
import { AppError } from '../../domain/app-error.ts';
import { CODE_RESEND_WAIT_MS } from '../../domain/sign-in-codes.ts';
import { withUserFacingErrors } from './user-facing-error.ts';
import { wrongCodeMessage } from '../../domain/sign-in-messages.ts';

export interface CreateAuthChallengeDeps
  extends Pick<OtpChallengeStore, 'putOtpChallenge' | 'getOtpChallenge'>, CodeSends, RateLimiter {
  readonly sendMail: SendMail;
  readonly now: Clock;
  /** Waits out the rest of the response floor (tests pass a spy). */
  readonly pause?: (ms: number) => Promise<void>;
  /**
   * The monotonic clock the floor is measured with (performance.now). Tests pass their own: on a
   * busy machine the real scrypt alone can outlast the floor, and then no pause is left to check.
   */
  readonly elapsedClock?: () => number;
}

/**
 * A code send (known e-mail: scrypt, DynamoDB, SES) takes longer than the decoy answer to an
 * unknown e-mail, so the time alone would tell whether an account exists (issue #14). The first ask
 * of a sign-in therefore takes at least this long either way; it stays far below Cognito's 5 s
 * trigger limit, and only the code-sending call pays it.
 */
export const CODE_SEND_FLOOR_MS = 400;

/**
 * Cognito invokes a trigger that has not answered within 5 s again, up to three times in all
 * (https://docs.aws.amazon.com/cognito/latest/developerguide/cognito-user-identity-pools-working-with-aws-lambda-triggers.html),
 * with the same event: for a first ask, an empty session, exactly what a new sign-in sends. A code
 * mailed less than this long ago that is still open is therefore asked for again rather than a
 * second, different code mailed (issue #25). It spans Cognito's three attempts with room to spare,
 * and is short enough that "Resend code" a little later mails a fresh one.
 */
export const RETRY_WINDOW_MS = CODE_RESEND_WAIT_MS;

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
    // Asked again after a wrong answer: the sentence the sign-in page shows comes with the ask.
    const attemptsLeft = Math.max(MAX_WRONG_ANSWERS - wrongAnswers(request.session), 1);
    return {
      publicChallengeParameters: { ...publicChallengeParameters, message: wrongCodeMessage(attemptsLeft) },
      privateChallengeParameters: challengeId ? { challengeId } : {},
      challengeMetadata: metadata,
    };
  }

  const elapsedClock = deps.elapsedClock ?? (() => performance.now());
  const started = elapsedClock();
  try {
    await enforceSendLimit(email, deps);
    // Unknown e-mails are limited and answered like known ones, but no code is kept or sent; the
    // code is still derived (scrypt) so the CPU time matches too.
    const { challenge, code } = await newOtpChallenge(email, deps.now());
    if (request.userNotFound) {
      return { publicChallengeParameters, privateChallengeParameters: {}, challengeMetadata: DECOY_METADATA };
    }
    const emailKey = emailFingerprint(email);
    const last = await deps.latestCodeSend(emailKey, new Date(deps.now()));
    if (last && (await isRetryOf(last, deps))) return askFor(last.challenge_id, publicChallengeParameters);
    await deps.putOtpChallenge(challenge);
    const recorded = await deps.recordCodeSend(
      emailKey,
      challenge.challenge_id,
      new Date(deps.now()),
      last?.challenge_id,
    );
    if (!recorded) {
      // Another delivery of this event recorded its code first: that one mails, this one asks for it.
      const winner = await deps.latestCodeSend(emailKey, new Date(deps.now()));
      if (!winner) throw new Error('a code send was recorded and is gone');
      return askFor(winner.challenge_id, publicChallengeParameters);
    }
    await deps.sendMail(otpEmail(email, code));
    countMetric(BUSINESS_METRICS.otpSent);
    return askFor(challenge.challenge_id, publicChallengeParameters);
  } finally {
    const left = CODE_SEND_FLOOR_MS - (elapsedClock() - started);
    if (left > 0) await (deps.pause ?? realPause)(left);
  }
}

/** Asks for the code of `challengeId`: Verify checks the answer against it. */
function askFor(
  challengeId: string,
  publicChallengeParameters: ChallengeResponse['publicChallengeParameters'],
): ChallengeResponse {
  return {
    publicChallengeParameters,
    privateChallengeParameters: { challengeId },
    challengeMetadata: challengeMetadata(challengeId),
  };
}

/**
 * True when the last code mailed to the address went out within RETRY_WINDOW_MS and can still be
 * answered: this ask is then taken for Cognito delivering the same event again. A code already used
 * or answered wrong three times is over, so "Resend code" after that always mails a fresh one.
 */
async function isRetryOf(
  last: { readonly challenge_id: string; readonly sent_at: string },
  deps: CreateAuthChallengeDeps,
): Promise<boolean> {
  const now = deps.now();
  if (!(now - Date.parse(last.sent_at) < RETRY_WINDOW_MS)) return false;
  const challenge = await deps.getOtpChallenge(last.challenge_id, new Date(now));
  return challenge !== undefined && challengeState(challenge, now) === 'open';
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
