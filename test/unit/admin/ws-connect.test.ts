import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORIGIN_VERIFY_HEADER } from '../../../functions/handlers/lib/http.ts';
import { handler as connect, type ConnectEvent } from '../../../functions/handlers/ws-connect.ts';
import { handler as disconnect } from '../../../functions/handlers/ws-disconnect.ts';
import { CONNECTION_TTL_SECONDS } from '../../../functions/services/realtime/index.ts';

/** The user pool as ws-connect meets it: a JWKS over HTTP and tokens signed by its key. */
const clientId = 'localwebclient';
const dynamo = mockClient(DynamoDBDocumentClient);
let jwksServer: Server;
let issuer: string;
let poolKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  poolKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'pool-key', alg: 'RS256', use: 'sig' };
  jwksServer = createServer((req, res) => {
    const found = req.url?.endsWith('/.well-known/jwks.json');
    res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
    res.end(found ? JSON.stringify({ keys: [jwk] }) : '{}');
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/_local/cognito/local_pool`;
  Object.assign(process.env, {
    COGNITO_ISSUER: issuer,
    USER_POOL_CLIENT_ID: clientId,
    STAFF_CLIENT_ID: `${clientId}-staff`,
    TABLE_NAME: 'quarter-unit',
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'unit',
    AWS_SECRET_ACCESS_KEY: 'unit',
  });
});

afterAll(() => new Promise<void>((resolve) => jwksServer.close(() => resolve())));

beforeEach(() => {
  dynamo.reset();
  dynamo.on(PutCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
});

interface TokenOptions {
  key?: CryptoKey;
  expiresIn?: string | number;
  issuer?: string;
}

/** An ID token shaped like Cognito's; `claims` override the defaults. */
function idToken(claims: JWTPayload, options: TokenOptions = {}) {
  return new SignJWT({
    token_use: 'id',
    aud: clientId,
    sub: 'admin-sub-1',
    email: 'admin@quarter.local',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'pool-key' })
    .setIssuer(options.issuer ?? issuer)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(options.key ?? poolKey);
}

function accessToken(claims: JWTPayload) {
  return idToken({
    token_use: 'access',
    aud: undefined,
    client_id: clientId,
    username: 'admin-sub-1',
    ...claims,
  });
}

function connectEvent(
  token: string | undefined,
  connectionId = 'Abc123=',
  headers: Record<string, string> = {},
): ConnectEvent {
  return {
    headers,
    ...(token === undefined ? {} : { queryStringParameters: { token } }),
    isBase64Encoded: false,
    requestContext: {
      routeKey: '$connect',
      eventType: 'CONNECT',
      connectionId,
      messageId: '',
      extendedRequestId: 'req',
      requestTime: '',
      messageDirection: 'IN',
      stage: 'ws',
      connectedAt: Date.now(),
      requestTimeEpoch: Date.now(),
      requestId: 'req',
      domainName: 'localhost',
      apiId: 'local',
    },
  };
}

const admins = { 'cognito:groups': ['admins'] };

describe('ws-connect', () => {
  it('lets an admin in and stores the connection with a two-hour ttl', async () => {
    // Prepare
    const token = await idToken(admins);
    const before = Math.floor(Date.now() / 1000);

    // Act
    const result = await connect(connectEvent(token, 'Conn-1='));

    // Assess
    expect(result.statusCode).toBe(200);
    expect(dynamo).toReceiveCommandWith(PutCommand, {
      TableName: 'quarter-unit',
      Item: expect.objectContaining({ connection_id: 'Conn-1=', user_sub: 'admin-sub-1', pk: 'ws#Conn-1=' }),
    });
    const ttl = dynamo.commandCalls(PutCommand)[0]?.args[0].input.Item?.ttl as number;
    expect(ttl).toBeGreaterThanOrEqual(before + CONNECTION_TTL_SECONDS);
    expect(ttl).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + CONNECTION_TTL_SECONDS);
  });

  it('accepts an admin access token as well', async () => {
    const result = await connect(connectEvent(await accessToken({ 'cognito:groups': ['staff', 'admins'] })));

    expect(result.statusCode).toBe(200);
    expect(dynamo).toReceiveCommandTimes(PutCommand, 1);
  });

  it('refuses a missing or blank token with 401', async () => {
    for (const token of [undefined, '', '   ']) {
      const result = await connect(connectEvent(token));
      expect(result.statusCode).toBe(401);
      expect(JSON.parse(result.body ?? '{}')).toEqual({
        error: { code: 'unauthorized', message: 'Sign in to continue.' },
      });
    }
    expect(dynamo).not.toReceiveCommand(PutCommand);
  });

  it.each([
    ['with no groups', {}],
    ['in other groups only', { 'cognito:groups': ['staff', 'admins-to-be'] }],
  ])('refuses a valid user token %s with 403', async (_case, claims) => {
    const result = await connect(connectEvent(await idToken({ ...claims, sub: 'user-sub-2' })));

    expect(result.statusCode).toBe(403);
    expect(JSON.parse(result.body ?? '{}')).toMatchObject({ error: { code: 'forbidden' } });
    expect(dynamo).not.toReceiveCommand(PutCommand);
  });

  it.each([
    ['forged (signed by another key)', () => idToken(admins, { key: strangerKey })],
    ['expired', () => idToken(admins, { expiresIn: Math.floor(Date.now() / 1000) - 60 })],
    ['for another app client', () => idToken({ ...admins, aud: 'another-client' })],
    ['an access token for another app client', () => accessToken({ ...admins, client_id: 'another-client' })],
    [
      'from another issuer',
      () => idToken(admins, { issuer: 'http://127.0.0.1:9/_local/cognito/other_pool' }),
    ],
    ['not a JWT at all', async () => 'not-a-token'],
  ])('refuses a token that is %s with 401', async (_case, make) => {
    const result = await connect(connectEvent(await make()));

    expect(result.statusCode).toBe(401);
    expect(dynamo).not.toReceiveCommand(PutCommand);
  });

  it('answers 500 without detail when the connection cannot be stored', async () => {
    dynamo.on(PutCommand).rejects(new Error('ProvisionedThroughputExceededException'));

    const result = await connect(connectEvent(await idToken(admins)));

    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('Provisioned');
  });
});

describe('ws-connect behind CloudFront (ORIGIN_VERIFY_SECRET set)', () => {
  const secret = 'k3Y9-origin-secret-from-secrets-manager';

  beforeEach(() => {
    vi.stubEnv('ORIGIN_VERIFY_SECRET', secret);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('refuses a handshake without the origin secret with 403, even with an admin token', async () => {
    const result = await connect(connectEvent(await idToken(admins), 'Direct-1='));

    expect(result.statusCode).toBe(403);
    expect(JSON.parse(result.body ?? '{}')).toEqual({
      error: { code: 'forbidden', message: 'Use the site to reach this API.' },
    });
    expect(dynamo).not.toReceiveCommand(PutCommand);
  });

  it('refuses a wrong origin secret with 403', async () => {
    const result = await connect(
      connectEvent(await idToken(admins), 'Direct-2=', { [ORIGIN_VERIFY_HEADER]: `${secret}x` }),
    );

    expect(result.statusCode).toBe(403);
    expect(dynamo).not.toReceiveCommand(PutCommand);
  });

  it('lets an admin in when CloudFront added the secret', async () => {
    const result = await connect(
      connectEvent(await idToken(admins), 'Edge-1=', { 'X-Origin-Verify': secret }),
    );

    expect(result.statusCode).toBe(200);
    expect(dynamo).toReceiveCommandWith(PutCommand, {
      Item: expect.objectContaining({ connection_id: 'Edge-1=' }),
    });
  });

  it('still refuses a non-admin that came through CloudFront', async () => {
    const result = await connect(
      connectEvent(await idToken({ sub: 'user-sub-3' }), 'Edge-2=', { [ORIGIN_VERIFY_HEADER]: secret }),
    );

    expect(result.statusCode).toBe(403);
    expect(JSON.parse(result.body ?? '{}')).toMatchObject({ error: { code: 'forbidden' } });
    expect(dynamo).not.toReceiveCommand(PutCommand);
  });
});

describe('ws-disconnect', () => {
  it('deletes the connection item', async () => {
    const result = await disconnect(connectEvent(undefined, 'Gone-7='));

    expect(result.statusCode).toBe(200);
    expect(dynamo).toReceiveCommandWith(DeleteCommand, {
      TableName: 'quarter-unit',
      Key: { pk: 'ws#Gone-7=', sk: 'connection' },
    });
  });
});
