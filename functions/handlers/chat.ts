import { chatRequestSchema } from '../domain/contracts/chat.ts';
import { chatReplyPorts } from '../services/chat/live-ports.ts';
import { type ChatReplyPorts, replyToChat } from '../services/chat/reply-to-chat.ts';
import { chatHeaders, parseChatBody } from './lib/chat-body.ts';
import { httpHandler, json, sourceIp } from './lib/http.ts';

/** POST /api/chat (quarter-chat): `{messages}` -> `{reply, sessionId}`. */
export function createChatHandler(deps: () => ChatReplyPorts) {
  return httpHandler(async (event) => {
    const { sessionId, context } = chatHeaders(event);
    const { messages } = parseChatBody(event, chatRequestSchema);
    const answer = await replyToChat(deps(), { messages, context, sessionId, clientIp: sourceIp(event) });
    return json(200, answer);
  });
}

export const handler = createChatHandler(chatReplyPorts);
