import * as z from 'zod';
import { isoDateTime } from '../fields.ts';
import { builtOnFirstUse } from '../built-on-first-use.ts';

/**
 * A link Q sent outside the site that joins a conversation to the launch it starts (entity
 * q_chat_link, issue #30): the WhatsApp /launch link carries the token, the launch chat sends it
 * with its saves, and the save links the conversation named here to that launch, as a widget chat
 * is linked by its own id.
 */
export const qChatLinkRecordSchema = builtOnFirstUse(() =>
  z.object({
    token: z.string(),
    /** The chat session the link was sent in ('whatsapp-<wa_id>'). */
    session_id: z.string(),
    created_at: isoDateTime,
  }),
);
export type QChatLink = z.infer<typeof qChatLinkRecordSchema>;
