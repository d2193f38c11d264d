import * as z from 'zod';
import { CHAT_ROLES, CHAT_SESSION_STATUSES, chatLimitViolation } from '../chat-session.ts';
import { cleanString, isoDateTime, LIMITS, optionalEmail, optionalText, textList } from './fields.ts';
import { resumeTokenSchema, sessionIdSchema } from './ids.ts';
import { builtOnFirstUse } from './built-on-first-use.ts';

/** Marks a chat-cap issue so the handler answers 413 instead of 400. */
export const CHAT_TOO_LARGE = 'chat_too_large';

/**
 * The chat caps as one check over the whole list. The handler tells them apart from ordinary
 * validation with `isChatTooLarge`, because DESIGN asks for 413 there, not a truncated save.
 */
const withinChatLimits = <T extends { content: string }>(messages: T[], ctx: z.RefinementCtx) => {
  const reason = chatLimitViolation(messages);
  if (reason) ctx.addIssue({ code: 'custom', message: reason, params: { reason: CHAT_TOO_LARGE } });
};

export function isChatTooLarge(error: z.ZodError): boolean {
  return error.issues.some((issue) => issue.code === 'custom' && issue.params?.['reason'] === CHAT_TOO_LARGE);
}

const content = builtOnFirstUse(() => cleanString().trim().min(1, 'is required'));

export const chatMessageSchema = builtOnFirstUse(() => z.object({ role: z.enum(CHAT_ROLES), content }));
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** POST /api/chat (quarter-chat); headers x-session-id and x-context. */
export const chatRequestSchema = builtOnFirstUse(() =>
  z.object({
    messages: z
      .array(chatMessageSchema)
      .min(1, 'must have at least one message')
      .superRefine(withinChatLimits),
  }),
);
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const chatAnswerSchema = builtOnFirstUse(() => z.object({ reply: z.string(), sessionId: z.string() }));
export type ChatAnswer = z.infer<typeof chatAnswerSchema>;

export const chatHeadersSchema = builtOnFirstUse(() =>
  z.object({
    'x-session-id': sessionIdSchema.optional(),
    'x-context': cleanString().trim().max(LIMITS.shortLabel).optional(),
  }),
);
export type ChatHeaders = z.infer<typeof chatHeadersSchema>;

export const timedChatMessageSchema = builtOnFirstUse(() =>
  chatMessageSchema.extend({ timestamp: isoDateTime }),
);
export type TimedChatMessage = z.infer<typeof timedChatMessageSchema>;

/** POST /api/chat-sessions (save-chat-session): camelCase, as the spec names it. */
export const saveChatSessionRequestSchema = builtOnFirstUse(() =>
  z.object({
    sessionId: sessionIdSchema,
    messages: z.array(timedChatMessageSchema).superRefine(withinChatLimits),
    customerEmail: optionalEmail,
    customerName: optionalText(LIMITS.name),
    customerPhone: optionalText(LIMITS.phone),
    businessType: optionalText(LIMITS.businessType),
    identifiedNeeds: textList(10, LIMITS.shortLabel).default([]),
    status: z.enum(CHAT_SESSION_STATUSES).default('active'),
    /**
     * The launch this browser's launch chat keeps (its resume token), when it has one: the chat then
     * shows under that person for staff (issue #26). Only the first launch named counts.
     */
    resumeToken: resumeTokenSchema.optional(),
  }),
);
export type SaveChatSessionInput = z.input<typeof saveChatSessionRequestSchema>;
export type SaveChatSessionRequest = z.output<typeof saveChatSessionRequestSchema>;

export const saveChatSessionAnswerSchema = builtOnFirstUse(() => z.object({ sessionId: z.string() }));
export type SaveChatSessionAnswer = z.infer<typeof saveChatSessionAnswerSchema>;
