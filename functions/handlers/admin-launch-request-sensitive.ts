import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { sensitiveFieldsQuerySchema } from '../domain/contracts/launch-request-sensitive.ts';
import { resumeTokenSchema } from '../domain/contracts/ids.ts';
import { revealLaunchRequestSensitive } from '../services/admin/launch-request-sensitive.ts';
import { sensitiveRevealPorts } from '../services/admin/live-ports.ts';
import { revealRefused } from '../domain/staff-refusals.ts';
import { adminHandler } from './lib/admin-auth.ts';
import { AppError } from '../domain/app-error.ts';
import { json, jwtClaims, parseWith } from './lib/http.ts';

/** A launch request's id is its resume token (a UUID). */
function idOf(event: APIGatewayProxyEventV2): string {
  const parsed = resumeTokenSchema.safeParse(event.pathParameters?.id ?? '');
  if (!parsed.success) throw AppError.validation('id: must be a UUID');
  return parsed.data;
}

/** The ID token carries the e-mail; an access token does not, and then the audit has the sub only. */
function emailOf(event: APIGatewayProxyEventV2): string | null {
  const email = jwtClaims(event)?.email;
  return typeof email === 'string' && email !== '' ? email : null;
}

/** A refused reveal names what was asked for, when it was one thing (each badge asks for its own). */
function refusedAs(event: APIGatewayProxyEventV2): string | undefined {
  const asked = sensitiveFieldsQuerySchema.safeParse(event.queryStringParameters ?? {});
  const fields = asked.success ? asked.data.fields : undefined;
  return fields?.length === 1 && fields[0] ? revealRefused(fields[0]) : undefined;
}

/**
 * GET /api/admin/launch-requests/{id}/sensitive?fields=: one launch request's BVN, bank details and
 * a 5-minute link to its ID document, for an admin, audited per call. `json()` answers with
 * Cache-Control: no-store, so neither the browser nor CloudFront keeps a copy.
 */
export const handler = adminHandler(async (event, admin) => {
  const id = idOf(event);
  const { fields } = parseWith(sensitiveFieldsQuerySchema, event.queryStringParameters ?? {});
  const details = await revealLaunchRequestSensitive(
    sensitiveRevealPorts(),
    { sub: admin.sub, email: emailOf(event) },
    { id, ...(fields ? { fields } : {}) },
  );
  return json(200, details, { 'cache-control': 'no-store' });
}, refusedAs);
