import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { chatSessionListQuerySchema, sessionStatusPatchSchema } from '../domain/contracts/admin.ts';
import { sessionIdSchema } from '../domain/contracts/ids.ts';
import {
  chatSessionNotFound,
  listChatSessions,
  readChatSession,
  setChatSessionStatus,
} from '../services/admin/chat-sessions.ts';
import { adminPorts } from '../services/admin/live-ports.ts';
import { CHAT_SESSIONS_FAILED, STATUS_UPDATE_FAILED } from '../domain/staff-refusals.ts';
import { adminHandler } from './lib/admin-auth.ts';
import { AppError } from '../domain/app-error.ts';
import { json, parseBody, parseWith } from './lib/http.ts';

/** The {id} of the path; an id no session could have is simply not found. */
function sessionIdOf(event: APIGatewayProxyEventV2): string {
  const parsed = sessionIdSchema.safeParse(event.pathParameters?.id ?? '');
  if (!parsed.success) throw chatSessionNotFound();
  return parsed.data;
}

/** The spec's sentence for the list, and for a status change; reading one session says the server's own. */
function refusedAs(event: APIGatewayProxyEventV2): string | undefined {
  if (event.pathParameters?.id === undefined) return CHAT_SESSIONS_FAILED;
  return event.requestContext.http.method === 'PATCH' ? STATUS_UPDATE_FAILED : undefined;
}

/**
 * GET /api/admin/chat-sessions (list + Today), GET /api/admin/chat-sessions/{id} (with transcript)
 * and PATCH /api/admin/chat-sessions/{id} {status: follow_up | closed}.
 */
export const handler = adminHandler(async (event) => {
  const method = event.requestContext.http.method;
  if (event.pathParameters?.id === undefined) {
    const query = parseWith(chatSessionListQuerySchema, event.queryStringParameters ?? {});
    return json(200, await listChatSessions(adminPorts(), query));
  }
  const id = sessionIdOf(event);
  if (method === 'GET') return json(200, await readChatSession(adminPorts(), id));
  if (method === 'PATCH') {
    const { status } = parseBody(event, sessionStatusPatchSchema);
    return json(200, await setChatSessionStatus(adminPorts(), id, status));
  }
  throw AppError.methodNotAllowed(method);
}, refusedAs);
