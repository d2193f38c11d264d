import { chatRequestSchema } from '../domain/contracts/chat.ts';
import { CHAT_STREAM_CONTENT_TYPE, chatStreamLine } from '../domain/contracts/chat-stream.ts';
import { withLogContext } from '../adapters/log.ts';
import { chatStreamPorts } from '../services/chat/live-ports.ts';
import { type ChatStreamPorts, streamChatReply } from '../services/chat/stream-chat-reply.ts';
import { chatHeaders, parseChatBody } from './lib/chat-body.ts';
import { errorAnswer } from './lib/errors.ts';
import { sourceIp } from './lib/http.ts';
import { JSON_HEADERS } from './lib/json.ts';
import { type ReplyStream, type StreamedHandler, streamingHandler } from './lib/response-stream.ts';

const streamHeaders = { 'content-type': CHAT_STREAM_CONTENT_TYPE, 'cache-control': 'no-store' } as const;

/**
 * POST /api/chat/stream: quarter-chat with the reply sent as it is generated (a Lambda function URL
 * in RESPONSE_STREAM mode behind CloudFront, which signs every request with origin access control).
 * Validation, caps and rate limits answer with the same status and JSON as POST /api/chat, before
 * any of the reply; a failure after the reply began is an `error` event, as a status can no longer
 * change.
 */
export function createChatStreamHandler(deps: () => ChatStreamPorts): StreamedHandler {
  return (event, reply, context) =>
    withLogContext(event.requestContext?.requestId, context, async () => {
      const open = (stream: ReplyStream) => {
        if (!stream.opened) stream.open(200, streamHeaders);
      };
      try {
        const { sessionId, context } = chatHeaders(event);
        const { messages } = parseChatBody(event, chatRequestSchema);
        const request = { messages, context, sessionId, clientIp: sourceIp(event) };
        const answer = await streamChatReply(deps(), request, async (piece) => {
          open(reply);
          await reply.write(chatStreamLine(piece));
        });
        open(reply);
        await reply.write(chatStreamLine({ type: 'done', ...answer }));
      } catch (error: unknown) {
        const failure = errorAnswer(error, event.routeKey);
        if (reply.opened) {
          await reply.write(chatStreamLine({ type: 'error', error: failure.body.error }));
          return;
        }
        // The same answer POST /api/chat gives (errorResponse of handlers/lib/errors.ts).
        reply.open(failure.status, { ...JSON_HEADERS, ...failure.headers });
        await reply.write(JSON.stringify(failure.body));
      }
    });
}

export const handler = streamingHandler(createChatStreamHandler(chatStreamPorts));
