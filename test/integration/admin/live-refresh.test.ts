import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type WebSocket from 'ws';
import { saveChatSession } from '../../../functions/adapters/db/chat-sessions.ts';
import { saveLaunchRequestStep } from '../../../functions/adapters/db/launch-requests.ts';
import { listConnections, putConnection } from '../../../functions/adapters/db/ws-connections.ts';
import { api } from './http.ts';
import { signInAdmin } from './identity.ts';
import { waitFor } from '../../setup/wait-for.ts';
import { described, messageLog, openSocket } from './sockets.ts';

const baseUrl = inject('baseUrl');
const marker = `live${randomUUID().slice(0, 6)}`;

let token: string;
let socket: WebSocket;
let log: ReturnType<typeof messageLog>;

const changeOf = (id: string, eventName: string) =>
  described(
    `chat_session_changed ${eventName} of ${id} on the admin socket`,
    (message: unknown) =>
      JSON.stringify(message) === JSON.stringify({ type: 'chat_session_changed', id, eventName }),
  );

beforeAll(async () => {
  token = (await signInAdmin(baseUrl, inject('adminEmail'), inject('adminPassword'))).accessToken;
  const opened = await openSocket(baseUrl, token);
  if (!opened.socket) throw new Error(`The admin socket was refused with ${opened.status}`);
  socket = opened.socket;
  log = messageLog(socket);
});

afterAll(() => socket?.close());

describe('live refresh of the chat sessions list', () => {
  it('tells the admin socket when the site saves a new chat session', async () => {
    const sessionId = `${marker}-site-save`;

    const saved = await api(baseUrl, '/api/chat-sessions', {
      method: 'POST',
      body: {
        sessionId,
        messages: [
          { role: 'user', content: 'I want to launch a fintech', timestamp: new Date().toISOString() },
        ],
        customerName: 'Live Refresh',
        customerEmail: 'live.refresh@example.com',
        businessType: 'fintech',
        identifiedNeeds: ['business_launch', 'fintech'],
        status: 'active',
      },
    });

    expect(saved.status).toBe(200);
    await expect(log.waitFor(changeOf(sessionId, 'INSERT'))).resolves.toEqual({
      type: 'chat_session_changed',
      id: sessionId,
      eventName: 'INSERT',
    });
  });

  it('tells it when an admin changes a status, without any personal data in the message', async () => {
    const sessionId = `${marker}-status`;
    await saveChatSession({
      session_id: sessionId,
      conversation_data: [],
      customer_name: 'Private Person',
      customer_email: 'private.person@example.com',
    });
    await log.waitFor(changeOf(sessionId, 'INSERT'));

    const patched = await api(baseUrl, `/api/admin/chat-sessions/${sessionId}`, {
      method: 'PATCH',
      token,
      body: { status: 'follow_up' },
    });

    expect(patched.status).toBe(200);
    await log.waitFor(changeOf(sessionId, 'MODIFY'));
    expect(JSON.stringify(log.received)).not.toMatch(/private|person@|Live Refresh|live\.refresh/i);
  });

  it('tells other records apart from chat sessions: no chat_session_changed for them', async () => {
    const quietToken = randomUUID();
    await saveLaunchRequestStep({ resume_token: quietToken, business_name: `Quiet ${marker}` });
    // A chat save after it: once its message arrives, the launch request's record has been processed too.
    const sentinel = `${marker}-sentinel`;
    await saveChatSession({ session_id: sentinel, conversation_data: [] });
    await log.waitFor(changeOf(sentinel, 'INSERT'));

    const chatMessages = log.received.filter(
      (message) => (message as { type: string }).type === 'chat_session_changed',
    );
    expect(JSON.stringify(chatMessages)).not.toContain(quietToken);
    expect(
      log.received.every((message) =>
        ['chat_session_changed', 'record_changed'].includes((message as { type: string }).type),
      ),
    ).toBe(true);
    expect(JSON.stringify(log.received)).not.toContain(`Quiet ${marker}`);
  });

  it('deletes a stored connection the gateway no longer knows (410) and keeps delivering to live ones', async () => {
    const ghost = `ghost-${marker}=`;
    await putConnection(ghost, { userSub: 'ghost-admin', ttl: Math.floor(Date.now() / 1000) + 3600 });
    const sessionId = `${marker}-after-ghost`;

    await saveChatSession({ session_id: sessionId, conversation_data: [] });

    await log.waitFor(changeOf(sessionId, 'INSERT'));
    const remaining = await waitFor(
      `the ghost connection ${ghost} to be deleted`,
      () => listConnections(),
      (connections) => !connections.some((connection) => connection.connection_id === ghost),
    );
    expect(remaining.map((connection) => connection.connection_id)).not.toContain(ghost);
  });

  it('stores a connection while the socket is open and forgets it on close', async () => {
    // Keyed to this socket's own connection id, not a count of every stored connection: other
    // files open and close admin sockets meanwhile, and a broadcast deletes connections the gateway
    // no longer knows (data/short-lived's made-up ones), so a count moved under this test.
    // API Gateway (and the local gateway) answers any client message with its connection id.
    const second = await openSocket(baseUrl, token);
    if (!second.socket) throw new Error(`The second admin socket was refused with ${second.status}`);
    const secondLog = messageLog(second.socket);
    second.socket.send('which connection is this?');
    const { connectionId } = (await secondLog.waitFor(
      described(
        "the gateway's Forbidden answer naming this socket's connection id",
        (message) => typeof (message as { connectionId?: unknown }).connectionId === 'string',
      ),
    )) as { connectionId: string };
    const stored = (connections: readonly { connection_id: string }[]) =>
      connections.filter((connection) => connection.connection_id === connectionId);

    const whileOpen = await waitFor(
      `the connection ${connectionId} stored while the second socket is open`,
      () => listConnections(),
      (connections) => stored(connections).length === 1,
    );
    second.socket.close();
    const afterClose = await waitFor(
      `the connection ${connectionId} forgotten once the second socket closed`,
      () => listConnections(),
      (connections) => stored(connections).length === 0,
    );

    expect(stored(whileOpen)).toHaveLength(1);
    expect(stored(afterClose)).toHaveLength(0);
  });
});
