import type { IncomingMessage, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { percentDecoded } from '../../domain/percent-escape.ts';
import { eventHandlers } from '../../handlers/routes.ts';
import { gatewayId } from '../gateway/api-event.ts';
import { gatewayResponse } from '../gateway/api-result.ts';
import { lambdaContext, type LambdaHandler } from '../lambda/runtime.ts';
import { BodyTooLargeError, readBody, sendJson } from '../http-io.ts';
import type { Logger } from '../logger.ts';
import { connectEvent, connectionFacts, disconnectEvent, type WsConnectionFacts } from './ws-events.ts';

export const WS_PATH = '/ws';
/** WS_MANAGEMENT_ENDPOINT points here; the SDK appends /@connections/{id}. */
export const WS_MANAGEMENT_PREFIX = '/_local/ws';
const CONNECTIONS_PATH = /^\/_local\/ws\/@connections\/([^/]+)$/;
/** API Gateway's frame and PostToConnection limit. */
const MAX_MESSAGE_BYTES = 128 * 1024;

interface Connection {
  readonly socket: WebSocket;
  readonly facts: WsConnectionFacts;
  lastActiveAt: number;
}

export interface WsGatewayOptions {
  readonly loadHandler: (name: string) => Promise<LambdaHandler | undefined>;
  readonly log: Logger;
}

function refuse(socket: Duplex, status: number, body: string): void {
  const payload = Buffer.from(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
      'content-type: application/json; charset=utf-8\r\n' +
      `content-length: ${payload.length}\r\nconnection: close\r\n\r\n${body}`,
  );
}

function errorBody(code: string, message: string): string {
  return JSON.stringify({ error: { code, message } });
}

/**
 * API Gateway WebSocket semantics: $connect decides whether the upgrade happens, $disconnect is told
 * afterwards, and the backend talks to clients only through the @connections management API.
 */
export function createWsGateway(options: WsGatewayOptions) {
  const chosenProtocol = new WeakMap<IncomingMessage, string>();
  const server = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_MESSAGE_BYTES,
    handleProtocols: (_offered, req) => chosenProtocol.get(req) ?? false,
  });
  const connections = new Map<string, Connection>();
  const pendingDisconnects = new Set<Promise<void>>();

  async function invoke(
    name: string,
    event: unknown,
  ): Promise<ReturnType<typeof gatewayResponse> | undefined> {
    const handler = await options.loadHandler(name);
    if (!handler) return undefined;
    return gatewayResponse(await handler(event, lambdaContext(name)));
  }

  function disconnected(connection: Connection, code: number, reason: string): void {
    if (!connections.delete(connection.facts.connectionId)) return;
    const running = invoke(eventHandlers.wsDisconnect, disconnectEvent(connection.facts, code, reason))
      .then(() => undefined)
      .catch((error: unknown) => options.log.error('$disconnect handler failed', error));
    pendingDisconnects.add(running);
    void running.finally(() => pendingDisconnects.delete(running));
  }

  function accept(req: IncomingMessage, socket: Duplex, head: Buffer, facts: WsConnectionFacts): void {
    server.handleUpgrade(req, socket, head, (ws) => {
      const connection: Connection = { socket: ws, facts, lastActiveAt: Date.now() };
      connections.set(facts.connectionId, connection);
      ws.on('message', () => {
        connection.lastActiveAt = Date.now();
        // No routes besides $connect/$disconnect exist, so API Gateway answers every client message like this.
        ws.send(
          JSON.stringify({ message: 'Forbidden', connectionId: facts.connectionId, requestId: gatewayId() }),
        );
      });
      ws.on('close', (code, reason) =>
        disconnected(connection, code, reason.toString() || 'Client-side close'),
      );
      ws.on('error', () => disconnected(connection, 1006, 'Connection error'));
    });
  }

  async function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    socket.on('error', () => socket.destroy());
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== WS_PATH) {
      refuse(socket, 404, errorBody('not_found', 'No WebSocket endpoint here.'));
      return;
    }
    const facts = connectionFacts(req, gatewayId());
    let response: ReturnType<typeof gatewayResponse> | undefined;
    try {
      response = await invoke(eventHandlers.wsConnect, connectEvent(facts, url.search.slice(1)));
    } catch (error: unknown) {
      options.log.error('$connect handler failed', error);
      refuse(socket, 500, errorBody('internal', 'Something went wrong. Please try again.'));
      return;
    }
    if (!response) {
      refuse(socket, 501, errorBody('unavailable', 'The ws-connect handler is not built yet.'));
      return;
    }
    if (response.status < 200 || response.status > 299) {
      refuse(socket, response.status, response.body.toString('utf8'));
      return;
    }
    const protocol = response.headers['sec-websocket-protocol'];
    if (protocol) chosenProtocol.set(req, protocol);
    if (socket.destroyed) return;
    accept(req, socket, head, facts);
  }

  function gone(req: IncomingMessage, res: ServerResponse): void {
    sendJson(req, res, 410, { message: 'The connection is gone' }, { 'x-amzn-errortype': 'GoneException' });
  }

  async function handleManagement(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
  ): Promise<boolean> {
    if (!pathname.startsWith(`${WS_MANAGEMENT_PREFIX}/`)) return false;
    const match = CONNECTIONS_PATH.exec(pathname);
    if (!match) {
      req.resume();
      sendJson(req, res, 404, { message: 'Not Found' }, { 'x-amzn-errortype': 'NotFoundException' });
      return true;
    }
    // A broken escape names no connection: GoneException, as for any unknown id.
    const connection = connections.get(percentDecoded(match[1] ?? '') ?? '');
    if (req.method === 'POST') {
      let data: Buffer;
      try {
        data = await readBody(req, MAX_MESSAGE_BYTES);
      } catch (error: unknown) {
        if (!(error instanceof BodyTooLargeError)) throw error;
        sendJson(
          req,
          res,
          413,
          { message: 'Payload too large' },
          { 'x-amzn-errortype': 'PayloadTooLargeException' },
        );
        return true;
      }
      if (!connection || connection.socket.readyState !== connection.socket.OPEN)
        return (gone(req, res), true);
      connection.socket.send(data.toString('utf8'));
      res.writeHead(200, { 'content-length': 0 });
      res.end();
      return true;
    }
    req.resume();
    if (!connection) return (gone(req, res), true);
    if (req.method === 'DELETE') {
      connection.socket.close(1000, 'Closed by the backend');
      res.writeHead(204);
      res.end();
      return true;
    }
    if (req.method === 'GET') {
      sendJson(req, res, 200, {
        connectedAt: new Date(connection.facts.connectedAt).toISOString(),
        identity: { sourceIp: connection.facts.sourceIp, userAgent: connection.facts.userAgent },
        lastActiveAt: new Date(connection.lastActiveAt).toISOString(),
      });
      return true;
    }
    sendJson(req, res, 405, { message: 'Method not allowed' });
    return true;
  }

  return {
    handleUpgrade,
    handleManagement,
    /** Number of open connections (diagnostics and tests). */
    size: () => connections.size,
    async close(): Promise<void> {
      for (const connection of [...connections.values()]) {
        connection.socket.terminate();
        disconnected(connection, 1001, 'Going away');
      }
      await Promise.all([...pendingDisconnects]);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type WsGateway = ReturnType<typeof createWsGateway>;
