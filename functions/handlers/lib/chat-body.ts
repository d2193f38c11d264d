import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod';
import { isChatTooLarge } from '../../domain/contracts/chat.ts';
import { parseBody, parseWith, tooLarge } from './http.ts';

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
    throw tooLarge(checked.error.issues.find((issue) => issue.code === 'custom')?.message);
  }
  return parseWith(schema, raw);
}
