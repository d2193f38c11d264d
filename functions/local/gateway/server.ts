import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { localRuntimeConfig, type LocalConfigFacts } from './config-json.ts';
import { BodyTooLargeError, readBody, sendError, sendJson } from '../http-io.ts';
import type { Logger } from '../logger.ts';
import { handleMail } from '../mail/routes.ts';
import { handleAlertReceiver } from '../alerts/receiver.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import type { StaticSite } from './static-site.ts';
import type { WsGateway } from '../realtime/ws-gateway.ts';

/** A stand-in mounted under a path prefix that answers raw HTTP itself (identity provider, Paystack sandbox). */
export interface MountedService {
  handle(req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<void>;
  /** Larger bodies than the default 1 MB (the upload bucket stand-in). */
  readonly bodyLimitBytes?: number;
}

export const IDENTITY_PREFIX = '/_local/cognito';
export const PAYSTACK_PREFIX = '/_local/paystack';
const MOUNT_BODY_LIMIT_BYTES = 1024 * 1024;

export interface LocalServerParts {
  readonly staticSite: StaticSite;
  readonly api: (
    req: IncomingMessage,
    res: ServerResponse,
    rawPath: string,
    rawQueryString: string,
  ) => Promise<void>;
  readonly outbox: MailOutbox;
  readonly ws: WsGateway;
  readonly mounts: ReadonlyMap<string, MountedService | undefined>;
  readonly config: LocalConfigFacts;
  readonly securityHeaders: Readonly<Record<string, string>>;
  readonly log: Logger;
}

function underPrefix(rawPath: string, prefix: string): boolean {
  return rawPath === prefix || rawPath.startsWith(`${prefix}/`);
}

async function forward(
  req: IncomingMessage,
  res: ServerResponse,
  prefix: string,
  service: MountedService | undefined,
) {
  if (!service) {
    req.resume();
    sendError(req, res, 501, 'unavailable', `The local service at ${prefix} is not built yet.`);
    return;
  }
  let body: Buffer;
  try {
    body = await readBody(req, service.bodyLimitBytes ?? MOUNT_BODY_LIMIT_BYTES);
  } catch (error: unknown) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    sendError(req, res, 413, 'too_large', 'That request is too large.');
    return;
  }
  await service.handle(req, res, body);
}

async function dispatch(parts: LocalServerParts, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const [rawPath = '/', ...query] = (req.url ?? '/').split('?');
  const rawQueryString = query.join('?');

  if (underPrefix(rawPath, '/api')) return parts.api(req, res, rawPath, rawQueryString);
  if (rawPath === '/config.json' && (req.method === 'GET' || req.method === 'HEAD')) {
    // As S3 serves it on AWS (lib/site.ts): revalidated on every load, so a deploy is seen at once.
    return sendJson(req, res, 200, localRuntimeConfig(req, parts.config), { 'cache-control': 'no-cache' });
  }
  for (const [prefix, service] of parts.mounts) {
    if (underPrefix(rawPath, prefix)) return forward(req, res, prefix, service);
  }
  if (await parts.ws.handleManagement(req, res, rawPath)) return;

  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(rawPath, 'http://local').pathname);
  } catch {
    return sendError(req, res, 400, 'validation', 'The address is not valid.');
  }
  if (await handleMail(req, res, pathname, parts.outbox)) return;
  if (await handleAlertReceiver(req, res, pathname)) return;
  if (underPrefix(rawPath, '/_local')) {
    req.resume();
    return sendError(req, res, 404, 'not_found', `Nothing at ${rawPath}.`);
  }
  return parts.staticSite.handle(req, res, pathname);
}

/**
 * The request listener of the local product: security headers on every response (as CloudFront's
 * response headers policy), then one owner per path, then the web app.
 */
export function createRequestListener(parts: LocalServerParts) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    for (const [name, value] of Object.entries(parts.securityHeaders)) res.setHeader(name, value);
    dispatch(parts, req, res).catch((error: unknown) => {
      parts.log.error(`${req.method ?? 'GET'} ${req.url ?? '/'} failed`, error);
      if (res.headersSent) res.destroy();
      else sendError(req, res, 500, 'internal', 'Something went wrong. Please try again.');
    });
  };
}

export function createUpgradeListener(parts: Pick<LocalServerParts, 'ws' | 'log'>) {
  return (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    parts.ws.handleUpgrade(req, socket, head).catch((error: unknown) => {
      parts.log.error('WebSocket upgrade failed', error);
      socket.destroy();
    });
  };
}
