import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type {
  APIGatewayEventRequestContextJWTAuthorizer,
  APIGatewayProxyEventV2,
  APIGatewayProxyEventV2WithJWTAuthorizer,
} from 'aws-lambda';
import type { MatchedRoute } from './api-routes.ts';

const TEXT_BODY = /^(text\/|application\/(json|xml|javascript|graphql)\b)|\+(json|xml)\b/i;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** API Gateway's request ids look like `JKJaXmPLvHcESHA=`. */
export function gatewayId(): string {
  return randomBytes(11).toString('base64').replace(/\+/g, 'A').replace(/\//g, 'B');
}

/** `21/Nov/2026:08:29:50 +0000`, the format of requestContext.time. */
export function gatewayTime(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    `${pad(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`
  );
}

export function clientIp(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
}

/** CloudFront's header with the viewer's address, which the API's per-IP limits read. */
const VIEWER_ADDRESS = 'cloudfront-viewer-address';
/** Proves a request comes from the test harness standing in for many CloudFront viewers. */
export const LOCAL_EDGE_SECRET_HEADER = 'x-local-edge-secret';

/**
 * The local server stands in for CloudFront too, and CloudFront sets CloudFront-Viewer-Address
 * itself: a visitor's own value must not dodge the per-IP limits (issue #14). Only a caller that
 * presents LOCAL_EDGE_SECRET (set by the test runtime, never by `npm start`) may name the viewer,
 * so one test machine can play many visitors.
 */
function viewerAddressOf(req: IncomingMessage, headers: Record<string, string>): string {
  const secret = process.env.LOCAL_EDGE_SECRET;
  const presented = headers[LOCAL_EDGE_SECRET_HEADER];
  const claimed = headers[VIEWER_ADDRESS];
  if (secret && presented === secret && claimed) return claimed;
  const ip = clientIp(req);
  return `${ip.includes(':') ? `[${ip}]` : ip}:${req.socket.remotePort ?? 0}`;
}

/** Lower-cased, comma-joined headers plus the X-Forwarded-* set API Gateway adds. */
export function gatewayHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  headers[VIEWER_ADDRESS] = viewerAddressOf(req, headers);
  delete headers[LOCAL_EDGE_SECRET_HEADER];
  const ip = clientIp(req);
  headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${ip}` : ip;
  headers['x-forwarded-proto'] = 'http';
  headers['x-forwarded-port'] = String(req.socket.localPort ?? '');
  return headers;
}

/** Repeated keys are joined with commas, as API Gateway does for payload format 2.0. */
export function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  if (rawQueryString === '') return undefined;
  const parameters: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(rawQueryString)) {
    parameters[key] = key in parameters ? `${parameters[key]},${value}` : value;
  }
  return parameters;
}

function cookiesOf(req: IncomingMessage): string[] | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  return header
    .split(';')
    .map((cookie) => cookie.trim())
    .filter(Boolean);
}

export interface HttpApiRequest {
  readonly req: IncomingMessage;
  readonly rawPath: string;
  readonly rawQueryString: string;
  readonly body: Buffer;
  readonly matched: MatchedRoute;
  readonly authorizer?: APIGatewayEventRequestContextJWTAuthorizer;
}

/** A payload format 2.0 event, field for field what the HTTP API integration sends to Lambda. */
export function httpApiEvent(
  request: HttpApiRequest,
): APIGatewayProxyEventV2 | APIGatewayProxyEventV2WithJWTAuthorizer {
  const { req, rawPath, rawQueryString, body, matched } = request;
  const now = new Date();
  const headers = gatewayHeaders(req);
  const contentType = headers['content-type'] ?? '';
  const isText = TEXT_BODY.test(contentType);
  const requestId = gatewayId();
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: matched.routeKey,
    rawPath,
    rawQueryString,
    headers,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0] ?? 'localhost',
      http: {
        method: req.method ?? 'GET',
        path: rawPath,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: clientIp(req),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: matched.routeKey,
      stage: '$default',
      time: gatewayTime(now),
      timeEpoch: now.getTime(),
    },
    isBase64Encoded: body.length > 0 && !isText,
  };
  const cookies = cookiesOf(req);
  if (cookies) event.cookies = cookies;
  const query = queryParameters(rawQueryString);
  if (query) event.queryStringParameters = query;
  if (matched.pathParameters) event.pathParameters = matched.pathParameters;
  if (body.length > 0) event.body = isText ? body.toString('utf8') : body.toString('base64');
  if (!request.authorizer) return event;
  return { ...event, requestContext: { ...event.requestContext, authorizer: request.authorizer } };
}
