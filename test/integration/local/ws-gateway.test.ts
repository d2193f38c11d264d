import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GetConnectionCommand,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { handlerFile, type LambdaHandler } from '../../../functions/local/lambda/runtime.ts';
import { createLogger } from '../../../functions/local/logger.ts';
import { createWsGateway, type WsGateway } from '../../../functions/local/realtime/ws-gateway.ts';

interface GatewayEvent {
  queryStringParameters?: Record<string, string>;
  headers: Record<string, string>;
  requestContext: {
    routeKey: string;
    eventType: string;
    connectionId: string;
    disconnectStatusCode?: number;
  };
}

/** Resolves with the HTTP status of a refused upgrade, or 101 once the socket opens. */
function connect(url: string): Promise<{ status: number; socket?: WebSocket; body?: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve({ status: 101, socket }));
    socket.once('unexpected-response', (_req, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    socket.once('error', reject);
  });
}

describe('WebSocket gateway of the running product', () => {
  it('refuses a connection without a token (501 until the ws-connect handler exists)', async () => {
    const wsUrl = `${inject('baseUrl').replace(/^http/, 'ws')}/ws`;

    const { status, socket } = await connect(wsUrl);
    socket?.close();

    if (existsSync(handlerFile('ws-connect'))) expect([401, 403]).toContain(status);
    else expect(status).toBe(501);
  });

  it('answers 410 GoneException for an unknown connection through the real SDK client', async () => {
    const management = new ApiGatewayManagementApiClient({
      endpoint: `${inject('baseUrl')}/_local/ws`,
      region: 'eu-west-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });

    await expect(
      management.send(new PostToConnectionCommand({ ConnectionId: 'nobody+here=', Data: 'hello' })),
    ).rejects.toMatchObject({ name: 'GoneException', $metadata: { httpStatusCode: 410 } });
  });
});

describe('WebSocket gateway semantics with stand-in handlers', () => {
  let server: Server;
  let gateway: WsGateway;
  let origin: string;
  let management: ApiGatewayManagementApiClient;
  let events: GatewayEvent[] = [];
  let connectAnswer: unknown = { statusCode: 200 };

  const record: LambdaHandler = async (event) => {
    events.push(event as GatewayEvent);
    return (event as GatewayEvent).requestContext.eventType === 'CONNECT'
      ? connectAnswer
      : { statusCode: 200 };
  };

  beforeAll(async () => {
    gateway = createWsGateway({
      loadHandler: async (name) => (name === 'ws-connect' || name === 'ws-disconnect' ? record : undefined),
      log: createLogger(true),
    });
    server = createServer((req, res) => {
      void gateway.handleManagement(req, res, (req.url ?? '/').split('?')[0] ?? '/').then((handled) => {
        if (!handled) res.writeHead(404).end();
      });
    });
    server.on('upgrade', (req, socket, head) => void gateway.handleUpgrade(req, socket, head));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    management = new ApiGatewayManagementApiClient({
      endpoint: `http://${origin}/_local/ws`,
      region: 'eu-west-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  });

  afterAll(async () => {
    await gateway.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  beforeEach(() => {
    events = [];
    connectAnswer = { statusCode: 200 };
  });

  it('passes $connect the query token and refuses with the status the handler returns', async () => {
    connectAnswer = {
      statusCode: 403,
      body: JSON.stringify({ error: { code: 'forbidden', message: 'Admins only.' } }),
    };

    const { status, body } = await connect(`ws://${origin}/ws?token=abc`);

    expect(status).toBe(403);
    expect(body).toContain('Admins only.');
    expect(events[0]).toMatchObject({
      queryStringParameters: { token: 'abc' },
      requestContext: { routeKey: '$connect', eventType: 'CONNECT' },
    });
    expect(events[0]?.requestContext.connectionId).toMatch(/\S/);
    expect(gateway.size()).toBe(0);
  });

  it('delivers PostToConnection, reports the connection, and closes it with $disconnect', async () => {
    const { status, socket } = await connect(`ws://${origin}/ws?token=abc`);
    expect(status).toBe(101);
    const connectionId = events[0]?.requestContext.connectionId ?? '';
    const received = new Promise<string>((resolve) =>
      socket?.once('message', (data: Buffer) => resolve(data.toString())),
    );
    const closed = new Promise<number>((resolve) => socket?.once('close', (code: number) => resolve(code)));

    await management.send(
      new PostToConnectionCommand({ ConnectionId: connectionId, Data: JSON.stringify({ type: 'refresh' }) }),
    );
    expect(JSON.parse(await received)).toEqual({ type: 'refresh' });

    const info = await management.send(new GetConnectionCommand({ ConnectionId: connectionId }));
    expect(info.Identity?.SourceIp).toBe('127.0.0.1');
    expect(info.ConnectedAt).toBeInstanceOf(Date);

    await management.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
    expect(await closed).toBe(1000);
    await expect
      .poll(() => events.find((event) => event.requestContext.eventType === 'DISCONNECT'))
      .toMatchObject({
        requestContext: { routeKey: '$disconnect', connectionId },
      });
    await expect(
      management.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: 'late' })),
    ).rejects.toMatchObject({ name: 'GoneException' });
  });

  it('tells $disconnect when the client goes away and answers client messages as API Gateway does', async () => {
    const { socket } = await connect(`ws://${origin}/ws`);
    const reply = new Promise<string>((resolve) =>
      socket?.once('message', (data: Buffer) => resolve(data.toString())),
    );
    socket?.send('hello');
    expect(JSON.parse(await reply)).toMatchObject({ message: 'Forbidden' });

    socket?.close(4000, 'bye');

    await expect
      .poll(
        () =>
          events.find((event) => event.requestContext.eventType === 'DISCONNECT')?.requestContext
            .disconnectStatusCode,
      )
      .toBe(4000);
    expect(gateway.size()).toBe(0);
  });
});
