import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';

/**
 * The whole local chain with a real token: the identity provider signs the admin in over Cognito's
 * protocol, the router's JWT authorizer admits the token, and the handlers see the admins group.
 */
const baseUrl = inject('baseUrl');
let idToken = '';
let accessToken = '';

beforeAll(async () => {
  const config = (await (await fetch(`${baseUrl}/config.json`)).json()) as {
    identityEndpoint: string;
    userPoolClientId: string;
    staffClientId: string;
    region: string;
  };
  const cognito = new CognitoIdentityProviderClient({
    endpoint: config.identityEndpoint,
    region: config.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const signedIn = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.staffClientId,
      AuthParameters: { USERNAME: inject('adminEmail'), PASSWORD: inject('adminPassword') },
    }),
  );
  idToken = signedIn.AuthenticationResult?.IdToken ?? '';
  accessToken = signedIn.AuthenticationResult?.AccessToken ?? '';
});

describe('signed-in admin through the local product', () => {
  it('passes the JWT authorizer with the ID token and is an admin', async () => {
    const response = await fetch(`${baseUrl}/api/admin/is-admin`, {
      headers: { authorization: `Bearer ${idToken}` },
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ isAdmin: true });
  });

  it('passes the JWT authorizer on an admin route with the access token', async () => {
    const response = await fetch(`${baseUrl}/api/admin/chat-sessions`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });

    expect(response.status).toBe(200);
  });

  /** As the dashboard does: a single-use ticket for the admin's token, then /ws?ticket=... (issue #16). */
  async function liveSocketUrl(): Promise<string> {
    const issued = await fetch(`${baseUrl}/api/admin/live-ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(issued.status).toBe(201);
    const { ticket } = (await issued.json()) as { ticket: string };
    return `${baseUrl.replace(/^http/, 'ws')}/ws?ticket=${encodeURIComponent(ticket)}`;
  }

  it('refuses the same token once tampered with', async () => {
    const [header, payload, signature] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')}.${signature}`;

    const response = await fetch(`${baseUrl}/api/admin/is-admin`, {
      headers: { authorization: `Bearer ${tampered}` },
    });

    expect(response.status).toBe(401);
  });

  it('opens the live-refresh WebSocket for the admin, with a live ticket', async () => {
    const socket = new WebSocket(await liveSocketUrl());
    const status = await new Promise<number>((resolve) => {
      socket.once('open', () => resolve(101));
      socket.once('unexpected-response', (_req, response) => resolve(response.statusCode ?? 0));
      socket.once('error', () => resolve(0));
    });
    socket.close();

    expect(status).toBe(101);
  });

  it('pushes a saved chat session to the admin socket: table stream, fan-out, @connections', async () => {
    const socket = new WebSocket(await liveSocketUrl());
    const messages: Array<{ type?: string; id?: string }> = [];
    socket.on('message', (data: Buffer) =>
      messages.push(JSON.parse(data.toString('utf8')) as { id?: string }),
    );
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const sessionId = `live_${Date.now()}`;

    const saved = await fetch(`${baseUrl}/api/chat-sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        sessionId,
        messages: [
          { role: 'user', content: 'I want to start a fintech', timestamp: new Date().toISOString() },
        ],
        businessType: 'fintech',
        status: 'active',
      }),
    });
    expect(saved.status).toBe(200);

    await expect
      .poll(() => messages.find((message) => message.id === sessionId), { timeout: 15_000 })
      .toMatchObject({ type: 'chat_session_changed', id: sessionId });
    socket.close();
  });
});
