import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { LAUNCH_CHAT_CONTEXT } from '../domain/constants.ts';
import { chatHeadersSchema, chatRequestSchema } from '../domain/contracts/chat.ts';
import { newChatSessionId } from '../domain/ids.ts';
import { AssistantUnavailableError, ChatRateLimitedError } from '../services/chat/errors.ts';
import { chatReplyDeps } from '../services/chat/live-reply-deps.ts';
import type { ChatContext } from '../services/chat/ports.ts';
import { type ChatReplyDeps, replyToChat } from '../services/chat/reply-to-chat.ts';
import { parseChatBody } from './lib/chat-body.ts';
import { header, HttpError, httpHandler, json, parseWith, rateLimited, sourceIp } from './lib/http.ts';

/** x-session-id may be absent (a new id is issued) but not malformed; x-context picks the launch flow. */
function chatHeaders(event: APIGatewayProxyEventV2): { sessionId: string; context: ChatContext } {
  const blankToAbsent = (value: string | undefined) =>
    value === undefined || value.trim() === '' ? undefined : value;
  const headers = parseWith(chatHeadersSchema, {
    'x-session-id': blankToAbsent(header(event, 'x-session-id')),
    'x-context': blankToAbsent(header(event, 'x-context')),
  });
  return {
    sessionId: headers['x-session-id'] ?? newChatSessionId(),
    context: headers['x-context'] === LAUNCH_CHAT_CONTEXT ? 'launch-flow' : 'widget',
  };
}

export const providerDown = () => new HttpError(502, 'provider_down', 'Q is unavailable right now.');

/** POST /api/chat (quarter-chat): `{messages}` -> `{reply, sessionId}`. */
export function createChatHandler(deps: () => ChatReplyDeps) {
  return httpHandler(async (event) => {
    const { sessionId, context } = chatHeaders(event);
    const { messages } = parseChatBody(event, chatRequestSchema);
    try {
      const answer = await replyToChat(deps(), { messages, context, sessionId, clientIp: sourceIp(event) });
      return json(200, answer);
    } catch (error: unknown) {
      if (error instanceof ChatRateLimitedError) throw rateLimited(error.retryAfterSeconds);
      if (error instanceof AssistantUnavailableError) throw providerDown();
      throw error;
    }
  });
}

export const handler = createChatHandler(chatReplyDeps);
