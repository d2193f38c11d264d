import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { AppError } from '../domain/app-error.ts';
import { sessionIdSchema } from '../domain/contracts/ids.ts';
import { staffReplyRequestSchema } from '../domain/contracts/staff-replies.ts';
import { staffConversationPorts } from '../services/whatsapp/live-ports.ts';
import { handBackConversation, replyAsStaff, takeOverConversation } from '../services/whatsapp/staff.ts';
import { adminHandler } from './lib/admin-auth.ts';
import { json, parseBody } from './lib/http.ts';
import { staffEmailOf } from './lib/staff-email.ts';

function sessionIdOf(event: APIGatewayProxyEventV2): string {
  const parsed = sessionIdSchema.safeParse(event.pathParameters?.id ?? '');
  if (!parsed.success) throw AppError.notFound('No chat session has this id.');
  return parsed.data;
}

/**
 * POST /api/admin/chat-sessions/{id}/takeover | /handback | /replies (issue #30): staff hold a
 * conversation (Q goes silent on it), give it back, and reply: on WhatsApp through the Graph API,
 * to a web visitor by e-mail. Who acted is decided on the server, never taken from the body.
 */
export const handler = adminHandler(async (event, admin) => {
  const id = sessionIdOf(event);
  const action = event.rawPath.split('/').pop();
  const staffEmail = async () => {
    const email = await staffEmailOf(event, admin.sub);
    if (!email) throw AppError.forbidden('Your account has no e-mail address to act under.');
    return email;
  };
  if (action === 'takeover')
    return json(200, {
      session: await takeOverConversation(staffConversationPorts(), id, await staffEmail()),
    });
  if (action === 'handback')
    return json(200, { session: await handBackConversation(staffConversationPorts(), id) });
  if (action === 'replies') {
    const { text } = parseBody(event, staffReplyRequestSchema);
    return json(201, { message: await replyAsStaff(staffConversationPorts(), id, await staffEmail(), text) });
  }
  throw AppError.notFound();
});
