/**
 * POST /api/chat/stream (quarter-chat, streamed). Zod-free, so the widget can import it without
 * the contracts; the event shapes are in contracts/chat-stream.ts.
 */
export const CHAT_STREAM_PATH = '/api/chat/stream';

/** Newline-delimited JSON: one event a line, each line sent as soon as it is ready. */
export const CHAT_STREAM_CONTENT_TYPE = 'application/x-ndjson; charset=utf-8';
