import * as z from 'zod';
import { builtOnFirstUse } from './built-on-first-use.ts';

export { CHAT_STREAM_CONTENT_TYPE, CHAT_STREAM_PATH } from '../chat-stream.ts';

/**
 * POST /api/chat/stream: the same request, headers, caps and limits as POST /api/chat; refusals
 * (400, 413, 429, 502) are the same JSON errors, sent before any of the reply. Once Q starts to
 * answer, the body is newline-delimited JSON, one event a line, so the widget can show the text
 * as it grows.
 */
export const chatStreamEventSchema = builtOnFirstUse(() =>
  z.discriminatedUnion('type', [
    /** More of the reply, to add to what is shown. */
    z.object({ type: z.literal('text'), text: z.string() }),
    /**
     * The model failed part-way and the built-in guide answered instead: this text replaces what
     * was shown so far.
     */
    z.object({ type: z.literal('replace'), text: z.string() }),
    /** The whole reply, as POST /api/chat would have answered it: what the widget keeps and saves. */
    z.object({ type: z.literal('done'), reply: z.string(), sessionId: z.string() }),
    /** Q could not answer after the reply had begun; the widget shows its fallback text. */
    z.object({
      type: z.literal('error'),
      error: z.object({ code: z.string(), message: z.string() }),
    }),
  ]),
);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;

/** One event as one line of the body. */
export const chatStreamLine = (event: ChatStreamEvent): string => `${JSON.stringify(event)}\n`;
