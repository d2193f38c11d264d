import { randomBytes } from 'node:crypto';
import { whatsappSignature } from '../../services/whatsapp/signature.ts';

/** A wamid as Meta writes them: an opaque base64 string behind `wamid.`. */
export const newWamid = () => `wamid.${randomBytes(24).toString('base64url')}`;

/** What the stand-in's founder sends: text, or another of Meta's message types. */
export interface FounderMessage {
  readonly waId: string;
  readonly name: string;
  readonly id: string;
  readonly timestamp: number;
  readonly type: string;
  readonly text: string | null;
}

export interface StandInIdentity {
  readonly businessAccountId: string;
  readonly phoneNumberId: string;
  readonly displayPhoneNumber: string;
}

const metadata = (identity: StandInIdentity) => ({
  display_phone_number: identity.displayPhoneNumber,
  phone_number_id: identity.phoneNumberId,
});

/** The body of one type Meta documents, with plausible contents (the product must not crash on any). */
function messageBody(type: string, text: string | null): Record<string, unknown> {
  switch (type) {
    case 'text':
      return { text: { body: text ?? '' } };
    case 'image':
    case 'video':
    case 'document':
    case 'sticker':
      return { [type]: { id: randomBytes(8).toString('hex'), mime_type: `${type}/x-stand-in`, sha256: 'x' } };
    case 'audio':
      return {
        audio: { id: randomBytes(8).toString('hex'), mime_type: 'audio/ogg; codecs=opus', voice: true },
      };
    case 'location':
      return { location: { latitude: 6.4541, longitude: 3.3947, name: 'Lagos', address: 'Lagos Island' } };
    case 'contacts':
      return {
        contacts: [
          { name: { formatted_name: 'Ada Obi', first_name: 'Ada' }, phones: [{ phone: '+2348000000000' }] },
        ],
      };
    case 'reaction':
      return { reaction: { message_id: newWamid(), emoji: '👍' } };
    case 'interactive':
      return { interactive: { type: 'button_reply', button_reply: { id: 'yes', title: text ?? 'Yes' } } };
    case 'button':
      return { button: { payload: 'yes', text: text ?? 'Yes' } };
    default:
      return { errors: [{ code: 131051, title: 'Message type unknown', message: 'Message type unknown' }] };
  }
}

const envelope = (identity: StandInIdentity, value: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: identity.businessAccountId,
      changes: [
        {
          field: 'messages',
          value: { messaging_product: 'whatsapp', metadata: metadata(identity), ...value },
        },
      ],
    },
  ],
});

/** A founder's message as Meta notifies it (contacts + messages). */
export function messageNotification(identity: StandInIdentity, message: FounderMessage): string {
  const type = message.type === 'unsupported' ? 'unsupported' : message.type;
  return JSON.stringify(
    envelope(identity, {
      contacts: [{ profile: { name: message.name }, wa_id: message.waId }],
      messages: [
        {
          from: message.waId,
          id: message.id,
          timestamp: String(message.timestamp),
          type,
          ...messageBody(type, message.text),
        },
      ],
    }),
  );
}

/** A status notification for a message the product sent. */
export function statusNotification(
  identity: StandInIdentity,
  status: { readonly id: string; readonly status: string; readonly recipientId: string },
): string {
  const failed = status.status === 'failed';
  return JSON.stringify(
    envelope(identity, {
      statuses: [
        {
          id: status.id,
          status: status.status,
          timestamp: String(Math.floor(Date.now() / 1000)),
          recipient_id: status.recipientId,
          ...(failed
            ? {
                errors: [
                  {
                    code: 131026,
                    title: 'Message undeliverable',
                    message: 'Message undeliverable',
                    error_data: { details: 'The stand-in was told to fail this message.' },
                  },
                ],
              }
            : {
                conversation: { id: randomBytes(8).toString('hex'), origin: { type: 'service' } },
                pricing: { billable: true, pricing_model: 'PMP', category: 'service' },
              }),
        },
      ],
    }),
  );
}

/** POSTs a notification signed as Meta signs it; answers the product's HTTP status. */
export async function deliverNotification(
  webhookUrl: string,
  appSecret: string,
  body: string,
): Promise<number> {
  const response = await fetch(webhookUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'facebookexternalua',
      'x-hub-signature-256': whatsappSignature(body, appSecret),
    },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer().catch(() => undefined);
  return response.status;
}
