import { createHash, timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import { withLogContext } from '../../adapters/log.ts';
import { originVerifyValues } from '../../adapters/origin-secret.ts';
import { AppError } from '../../domain/app-error.ts';
import { malformedEscapeMessage, percentDecoded } from '../../domain/percent-escape.ts';
import { bodyLimitOf } from '../body-limits.ts';
import { errorResponse } from './errors.ts';

export { json } from './json.ts';
export { DEFAULT_BODY_LIMIT_BYTES } from '../body-limits.ts';

/**
 * The bytes a webhook's sender signed: decoded from base64 when API Gateway encoded them, never
 * re-serialised (a signature is over the exact bytes). Over the route's limit is 413.
 */
export function signedBody(event: APIGatewayProxyEventV2, limitBytes = bodyLimitOf(event)): Buffer {
  const body = bodyBytes(event);
  if (body.length > limitBytes) throw AppError.tooLarge();
  return body;
}

function bodyBytes(event: APIGatewayProxyEventV2): Buffer {
  return !event.body ? Buffer.alloc(0) : Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
}

/** Raw body text, decoded from base64 when API Gateway encoded it. */
export function rawBody(event: APIGatewayProxyEventV2): string {
  if (!event.body) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

/**
 * Reads and validates a JSON body. Over the route's limit (functions/handlers/body-limits.ts) is 413
 * (never a silent truncation); malformed JSON and schema failures are 400 naming the first
 * offending field.
 */
export function parseBody<S extends z.ZodType>(
  event: APIGatewayProxyEventV2,
  schema: S,
  limitBytes = bodyLimitOf(event),
): z.infer<S> {
  const text = rawBody(event);
  if (Buffer.byteLength(text, 'utf8') > limitBytes) throw AppError.tooLarge();
  let value: unknown;
  try {
    value = text === '' ? {} : JSON.parse(text);
  } catch {
    throw AppError.validation('The request body is not valid JSON.');
  }
  return parseWith(schema, value);
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue && issue.path.length > 0 ? issue.path.join('.') : 'body';
    throw AppError.validation(`${field}: ${issue?.message ?? 'is invalid'}`);
  }
  return result.data;
}

/** Any API Gateway event with request headers: HTTP API routes and the WebSocket $connect. */
export interface WithHeaders {
  readonly headers?: APIGatewayProxyEventV2['headers'];
}

export function header(event: WithHeaders, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === wanted) return value;
  }
  return undefined;
}

/**
 * The visitor's address. Behind CloudFront, requestContext.http.sourceIp is the edge's address, so
 * the viewer address CloudFront adds ("ip:port", IPv6 in brackets or bare) wins when present.
 */
export function sourceIp(event: APIGatewayProxyEventV2): string {
  const viewer = header(event, 'cloudfront-viewer-address');
  if (viewer) {
    const bracketed = /^\[([^\]]+)\]/.exec(viewer);
    if (bracketed?.[1]) return bracketed[1];
    const lastColon = viewer.lastIndexOf(':');
    const ip =
      viewer.includes('.') && lastColon > 0 ? viewer.slice(0, lastColon) : viewer.replace(/:\d+$/, '');
    if (ip) return ip;
  }
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}

/** Claims the JWT authorizer put on the event (API Gateway on AWS, the local router locally). */
export function jwtClaims(event: APIGatewayProxyEventV2): Record<string, unknown> | undefined {
  const context = event.requestContext as unknown as {
    authorizer?: { jwt?: { claims?: Record<string, unknown> } };
  };
  return context.authorizer?.jwt?.claims;
}

/** cognito:groups arrives as "[admins other]" text from API Gateway (and the local authorizer), or as an array from a decoded token. */
export function groupsOf(claims: Record<string, unknown> | undefined): string[] {
  const raw = claims?.['cognito:groups'];
  if (Array.isArray(raw)) return raw.map(String);
  if (typeof raw === 'string')
    return raw
      .replace(/^\[|\]$/g, '')
      .split(/[\s,]+/)
      .filter(Boolean);
  return [];
}

/** The header CloudFront adds to every /api and /ws request (lib/site.ts), carrying ORIGIN_VERIFY_SECRET. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * The API's execute-api URL answers even with CloudFront in front, and a caller using it directly
 * could send its own CloudFront-Viewer-Address to dodge the per-IP limits. On AWS, where
 * ORIGIN_VERIFY_SECRET is set, a request must carry the secret CloudFront adds; locally the variable
 * is absent and nothing is checked. Comparing digests keeps the comparison constant-time whatever
 * the lengths.
 */
export function cameThroughCloudFront(
  event: WithHeaders,
  secret: string | readonly string[] | undefined = process.env.ORIGIN_VERIFY_SECRET,
): boolean {
  const accepted = (typeof secret === 'string' ? [secret] : (secret ?? [])).filter(Boolean);
  if (accepted.length === 0) return true;
  const presented = header(event, ORIGIN_VERIFY_HEADER);
  if (presented === undefined) return false;
  const digest = sha256(presented);
  // Every value is compared, so the time taken does not say which one matched.
  return accepted.map((value) => timingSafeEqual(digest, sha256(value))).some(Boolean);
}

/** The same check with the values read from Secrets Manager (functions/adapters/origin-secret.ts). */
export async function cameThroughCloudFrontNow(event: WithHeaders): Promise<boolean> {
  return cameThroughCloudFront(event, await originVerifyValues());
}

/** The answer to a request that skipped CloudFront (HTTP routes and the WebSocket $connect alike). */
export const offSiteRequest = () => AppError.forbidden('Use the site to reach this API.');

type Handler = (event: APIGatewayProxyEventV2, context?: Context) => Promise<APIGatewayProxyResultV2>;

/**
 * Path parameters reach a handler decoded (API Gateway, and the local gateway, decode them). One
 * that still holds a '%' that is no valid escape was not decodable, or was sent double-encoded to
 * slip past a check: no route's parameter may hold one, so every route answers 400 for it, never
 * a 500 or a lookup (issue #25).
 */
function refuseMalformedPathParameters(event: APIGatewayProxyEventV2): void {
  for (const [name, value] of Object.entries(event.pathParameters ?? {})) {
    if (value !== undefined && percentDecoded(value) === undefined)
      throw AppError.validation(malformedEscapeMessage(name));
  }
}

/**
 * Wraps a handler so every outcome is JSON: whatever it throws is answered by the one error
 * mapping (functions/handlers/lib/errors.ts). A body over the route's limit is refused with 413
 * before the handler runs, whether or not it reads the body, so the limit the edge firewall allows
 * (lib/edge-stack.ts) is the most any route accepts.
 */
export function httpHandler(
  run: (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyResultV2>,
): Handler {
  return (event, context) => withLogContext(event.requestContext?.requestId, context, () => handle(event));

  async function handle(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
    if (!(await cameThroughCloudFrontNow(event))) return errorResponse(offSiteRequest(), event.routeKey);
    try {
      refuseMalformedPathParameters(event);
      if (bodyBytes(event).length > bodyLimitOf(event)) throw AppError.tooLarge();
      return await run(event);
    } catch (error: unknown) {
      return errorResponse(error, event.routeKey);
    }
  }
}
