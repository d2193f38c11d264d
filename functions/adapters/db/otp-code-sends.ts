import type { OtpCodeSend } from '../../domain/contracts/records/bookkeeping.ts';
import { isConditionFailure } from './conditions.ts';
import { epochSeconds, isExpired } from './expiry.ts';
import { otpCodeSendLayout as layout } from './layouts/otp-code-send.ts';
import { getItem, isStoredAs, putItem, storedItem } from './stored-item.ts';

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
  const item = await getItem(layout.key({ email_key: emailKey }), true);
  if (!isStoredAs(layout, item) || isExpired(item.ttl as number | undefined, now)) return undefined;
  return { challenge_id: item.challenge_id as string, sent_at: item.sent_at as string };
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
    const send = {
      email_key: emailKey,
      challenge_id: challengeId,
      sent_at: sentAt.toISOString(),
      ttl: epochSeconds(sentAt) + KEEP_SECONDS,
    };
    await putItem(
      storedItem(layout, send),
      replacing === undefined
        ? { expression: 'attribute_not_exists(#challenge_id)', names: { '#challenge_id': 'challenge_id' } }
        : {
            expression: '#challenge_id = :replacing',
            names: { '#challenge_id': 'challenge_id' },
            values: { ':replacing': replacing },
          },
    );
    return true;
  } catch (error: unknown) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
