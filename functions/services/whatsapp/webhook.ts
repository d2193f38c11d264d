import { AppError } from '../../domain/app-error.ts';
import { handshakeChallenge, isWhatsappSignatureValid } from './signature.ts';
import type { WhatsappWebhookPorts } from './ports.ts';

/** GET: Meta's subscription handshake. The challenge to echo, or 403 for anything else. */
export async function answerHandshake(
  ports: Pick<WhatsappWebhookPorts, 'verifyToken'>,
  query: Readonly<Record<string, string | undefined>>,
): Promise<string> {
  const challenge = handshakeChallenge(query, await ports.verifyToken());
  if (challenge === null) throw AppError.forbidden('The verify token does not match.');
  return challenge;
}

/**
 * POST: a notification is queued only when X-Hub-Signature-256 signs these exact bytes with the app
 * secret; anything else is refused before it is parsed, stored or answered (401).
 */
export async function acceptNotification(
  ports: WhatsappWebhookPorts,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<void> {
  if (!isWhatsappSignatureValid(rawBody, signature, await ports.appSecret()))
    throw AppError.unauthorized('The notification is not signed by WhatsApp.');
  await ports.enqueue(rawBody.toString('utf8'));
}
