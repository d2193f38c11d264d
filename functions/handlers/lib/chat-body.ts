import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod';
import { LAUNCH_CHAT_CONTEXT } from '../../domain/q-calls.ts';
import { chatHeadersSchema, isChatTooLarge } from '../../domain/contracts/chat.ts';
import { newChatSessionId } from '../../domain/ids.ts';
import { AppError } from '../../domain/app-error.ts';
import type { ChatContext } from '../../services/chat/ports.ts';
import { header, parseBody, parseWith } from './http.ts';

/**
 * Reads a body that carries a chat history. Over the body cap or a chat cap (message length,
 * message count, total size) is 413 with the cap's reason, never a truncated history; any other
 * problem is 400 naming the field.
 */
export function parseChatBody<S extends z.ZodType>(event: APIGatewayProxyEventV2, schema: S): z.infer<S> {
  const raw: unknown = parseBody(event, z.unknown());
  const checked = schema.safeParse(raw);
  if (checked.success) return checked.data;
  if (isChatTooLarge(checked.error)) {
    throw AppError.tooLarge(checked.error.issues.find((issue) => issue.code === 'custom')?.message);
  }
  return parseWith(schema, raw);
}

/** x-session-id may be absent (a new id is issued) but not malformed; x-context picks the launch flow. */
export function chatHeaders(event: APIGatewayProxyEventV2): { sessionId: string; context: ChatContext } {
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
