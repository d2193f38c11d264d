import type { ReplyPiece, StreamingAssistant } from './ports.ts';
import {
  admitChatRequest,
  assistantUnavailable,
  type ChatReply,
  type ChatReplyPorts,
  type ChatReplyRequest,
} from './reply-to-chat.ts';

export interface ChatStreamPorts extends Omit<ChatReplyPorts, 'assistant'> {
  readonly assistant: StreamingAssistant;
}

/**
 * quarter-chat, streamed: the same admission as the plain call (rate limits, failure switch), then
 * each piece of Q's reply goes to `send` as it comes. Refusals throw before anything is sent, so the
 * caller can still answer them with a status code. Resolves to the whole reply, exactly what the
 * plain call would answer, which the widget keeps and saves.
 */
export async function streamChatReply(
  deps: ChatStreamPorts,
  request: ChatReplyRequest,
  send: (piece: ReplyPiece) => Promise<void>,
): Promise<ChatReply> {
  await admitChatRequest(deps, request);

  let reply = '';
  try {
    for await (const piece of deps.assistant.streamReply({
      messages: request.messages,
      context: request.context,
      sessionId: request.sessionId,
    })) {
      reply = piece.type === 'replace' ? piece.text : reply + piece.text;
      await send(piece);
    }
  } catch (error: unknown) {
    deps.log?.({
      level: 'error',
      msg: 'chat stream failed',
      context: request.context,
      error: error instanceof Error ? error.name : 'unknown',
    });
    throw assistantUnavailable(error);
  }
  return { reply: reply.trim(), sessionId: request.sessionId };
}
