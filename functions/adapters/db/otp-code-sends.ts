import type { OtpCodeSend } from '../../domain/contracts/records/bookkeeping.ts';
import { boundEntity } from './bound-entity.ts';
import { isConditionFailure } from './conditions.ts';
import { otpCodeSendEntity } from './entities/otp-code-send.ts';
import { epochSeconds, isExpired } from './expiry.ts';

/** Long enough to outlive any retry of one send, short enough to leave no trail. */
const KEEP_SECONDS = 10 * 60;

/**
 * The last code mailed to the address whose fingerprint is `emailKey`: which challenge, and when;
 * undefined when none is kept.
 */
export async function latestCodeSend(
  emailKey: string,
  now = new Date(),
): Promise<Pick<OtpCodeSend, 'challenge_id' | 'sent_at'> | undefined> {
  const { data } = await boundEntity(otpCodeSendEntity).get({ email_key: emailKey }).go({ consistent: true });
  if (!data || isExpired(data.ttl, now)) return undefined;
  return { challenge_id: data.challenge_id, sent_at: data.sent_at };
}

/**
 * Records `challengeId` as the code mailed to the address of `emailKey` at `sentAt`, on condition that the last send
 * is still the one the caller read (`replacing`, or none): of two attempts racing to mail a code,
 * exactly one gets true and mails; the other asks for that one's code.
 */
export async function recordCodeSend(
  emailKey: string,
  challengeId: string,
  sentAt: Date,
  replacing: string | undefined,
): Promise<boolean> {
  try {
    await boundEntity(otpCodeSendEntity)
      .put({
        email_key: emailKey,
        challenge_id: challengeId,
        sent_at: sentAt.toISOString(),
        ttl: epochSeconds(sentAt) + KEEP_SECONDS,
      })
      .where((attribute, op) =>
        replacing === undefined
          ? op.notExists(attribute.challenge_id)
          : op.eq(attribute.challenge_id, replacing),
      )
      .go({ response: 'none' });
    return true;
  } catch (error: unknown) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
