import * as z from 'zod';
import { WHATSAPP_TEXT_LIMIT } from '../whatsapp/format.ts';
import { cleanString } from './fields.ts';
import { builtOnFirstUse } from './built-on-first-use.ts';

/** POST /api/admin/chat-sessions/{id}/replies: what staff type, as one WhatsApp message at most. */
export const staffReplyRequestSchema = builtOnFirstUse(() =>
  z.object({
    text: cleanString()
      .trim()
      .min(1, 'is required')
      .max(WHATSAPP_TEXT_LIMIT, `must be at most ${WHATSAPP_TEXT_LIMIT} characters`),
  }),
);
export type StaffReplyRequest = z.infer<typeof staffReplyRequestSchema>;
