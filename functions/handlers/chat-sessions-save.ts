import * as z from 'zod';
import { hasUnsafeCharacters } from '../domain/clean-text.ts';
import { saveChatSessionRequestSchema } from '../domain/contracts/chat.ts';
import { EMAIL_MAX_CHARS, isSimpleEmail, normalizeEmail } from '../domain/email.ts';
import { saveChatSessionPorts } from '../services/chat/live-ports.ts';
import { type SaveChatSessionPorts, saveChatSessionFor } from '../services/chat/save-chat-session.ts';
import { parseChatBody } from './lib/chat-body.ts';
import { httpHandler, json, sourceIp } from './lib/http.ts';
import { builtOnFirstUse } from '../domain/contracts/built-on-first-use.ts';

/**
 * The launch chat sends customerEmail whenever the idea text holds an at sign, and a failed save
 * would lose the whole conversation, so contact details are kept only when they are valid (the
 * e-mail normalised) and dropped otherwise, rather than refusing the save.
 */
const emailIfValid = builtOnFirstUse(() =>
  z
    .unknown()
    .optional()
    .transform((value) => {
      if (typeof value !== 'string') return null;
      const email = normalizeEmail(value);
      return email.length <= EMAIL_MAX_CHARS && isSimpleEmail(email) && !hasUnsafeCharacters(email)
        ? email
        : null;
    }),
);

const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{6,19}$/;
const phoneIfValid = builtOnFirstUse(() =>
  z
    .unknown()
    .optional()
    .transform((value) => {
      if (typeof value !== 'string') return null;
      const phone = value.trim();
      return PHONE_PATTERN.test(phone) ? phone : null;
    }),
);

const saveRequestSchema = builtOnFirstUse(() =>
  saveChatSessionRequestSchema.extend({
    customerEmail: emailIfValid,
    customerPhone: phoneIfValid,
  }),
);

/** POST /api/chat-sessions (save-chat-session) -> `{ok: true, sessionId}`. */
export function createSaveChatSessionHandler(deps: () => SaveChatSessionPorts) {
  return httpHandler(async (event) => {
    const request = parseChatBody(event, saveRequestSchema);
    // A stored session that would pass its caps is refused by the store: 413 with a sentence the
    // visitor can act on, nothing stored.
    return json(200, await saveChatSessionFor(deps(), request, sourceIp(event)));
  });
}

export const handler = createSaveChatSessionHandler(saveChatSessionPorts);
