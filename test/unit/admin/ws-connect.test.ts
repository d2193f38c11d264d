import { DeleteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORIGIN_VERIFY_HEADER } from '../../../functions/handlers/lib/http.ts';
import { lambdaContext } from '../../../functions/local/lambda/runtime.ts';
import { handler as connect, type ConnectEvent } from '../../../functions/handlers/ws-connect.ts';
import { handler as disconnect } from '../../../functions/handlers/ws-disconnect.ts';
import { CONNECTION_TTL_SECONDS, issueLiveTicket } from '../../../functions/services/realtime/connect.ts';

const context = lambdaContext('ws-connect');

/** ws-connect as API Gateway calls it: the live ticket in the query, DynamoDB behind a mock. */
const dynamo = mockClient(DynamoDBDocumentClient);
const NOW_SECONDS = () => Math.floor(Date.now() / 1000);

beforeAll(() => {
  Object.assign(process.env, {
    TABLE_NAME: 'quarter-unit',
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'unit',
    AWS_SECRET_ACCESS_KEY: 'unit',
  });
});

/** The stored ticket the conditional delete hands back (ALL_OLD), or a failed condition. */
function ticketInTable(ticket: { user_sub: string; expires_at: number } | 'used') {
  dynamo.reset();
  dynamo.on(PutCommand).resolves({});
  if (ticket === 'used') {
    dynamo
      .on(DeleteCommand)
      .rejects(Object.assign(new Error('used'), { name: 'ConditionalCheckFailedException' }));
  } else {
    dynamo.on(DeleteCommand).resolves({ Attributes: { pk: 'ws-ticket#t', sk: 'ticket', ...ticket } });
  }
}

beforeEach(() => ticketInTable({ user_sub: 'admin-sub-1', expires_at: NOW_SECONDS() + 60 }));

function connectEvent(
  query: Record<string, string> | undefined,
  connectionId = 'Abc123=',
  headers: Record<string, string> = {},
): ConnectEvent {
  return {
    headers,
    ...(query === undefined ? {} : { queryStringParameters: query }),
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

describe('ws-connect with a live ticket', () => {
  it('lets the ticket holder in, consuming the ticket, and stores the connection with a two-hour ttl', async () => {
    const result = await connect(connectEvent({ ticket: 'ticket-abc' }), context);

    expect(result.statusCode).toBe(200);
    expect(dynamo).toReceiveCommandWith(DeleteCommand, {
      Key: { pk: 'ws-ticket#ticket-abc', sk: 'ticket' },
      ConditionExpression: 'attribute_exists(pk)',
    });
    const put = dynamo.commandCalls(PutCommand)[0]?.args[0].input;
    expect(put?.Item).toMatchObject({ connection_id: 'Abc123=', user_sub: 'admin-sub-1' });
    const ttl = Number(put?.Item?.ttl);
    expect(ttl - NOW_SECONDS()).toBeGreaterThan(CONNECTION_TTL_SECONDS - 5);
  });

  it('refuses a used or unknown ticket, an expired one, none at all, and the old ?token= URL with 401', async () => {
    ticketInTable('used');
    expect((await connect(connectEvent({ ticket: 'used-one' }), context)).statusCode).toBe(401);
    ticketInTable({ user_sub: 'admin-sub-1', expires_at: NOW_SECONDS() - 1 });
    expect((await connect(connectEvent({ ticket: 'stale' }), context)).statusCode).toBe(401);
    expect((await connect(connectEvent(undefined), context)).statusCode).toBe(401);
    expect((await connect(connectEvent({ ticket: '  ' }), context)).statusCode).toBe(401);
    const old = await connect(connectEvent({ token: 'eyJhbGciOi.admin.token' }), context);
    expect(old.statusCode).toBe(401);
    expect(old.body).toContain('live ticket');
    expect(dynamo).not.toReceiveCommand(PutCommand);
  });

  it('answers 500 without detail when the connection cannot be stored', async () => {
    dynamo.on(PutCommand).rejects(new Error('ProvisionedThroughputExceededException'));

    const result = await connect(connectEvent({ ticket: 'ticket-abc' }), context);

    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('Provisioned');
  });

  it('forgets the connection on $disconnect', async () => {
    await disconnect(connectEvent(undefined, 'Gone-1='), context);
    expect(dynamo).toReceiveCommand(DeleteCommand);
  });
});

describe('issuing a live ticket', () => {
  it('gives an admin a random ticket good for a minute, and refuses anyone else', async () => {
    const saved: { ticket: string; userSub: string; expiresAt: number }[] = [];
    const ports = {
      saveTicket: async (ticket: (typeof saved)[number]) => void saved.push(ticket),
      now: () => 1_000_000,
    };

    const first = await issueLiveTicket(ports, { sub: 'admin-sub-1', isAdmin: true });
    const second = await issueLiveTicket(ports, { sub: 'admin-sub-1', isAdmin: true });

    expect(first.ticket).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(second.ticket).not.toBe(first.ticket);
    expect(saved[0]).toEqual({ ticket: first.ticket, userSub: 'admin-sub-1', expiresAt: 1_000 + 60 });
    expect(first.expires_at).toBe(new Date(1_060_000).toISOString());
    await expect(issueLiveTicket(ports, { sub: 'user-1', isAdmin: false })).rejects.toMatchObject({
      status: 403,
    });
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

  it('refuses a handshake without the origin secret with 403, even with a valid ticket', async () => {
    const result = await connect(connectEvent({ ticket: 'ticket-abc' }, 'Direct-1='), context);

    expect(result.statusCode).toBe(403);
    expect(JSON.parse(result.body ?? '{}')).toEqual({
      error: { code: 'forbidden', message: 'Use the site to reach this API.' },
    });
    expect(dynamo).not.toReceiveCommand(DeleteCommand);
  });

  it('lets the ticket holder in when CloudFront added the secret', async () => {
    const result = await connect(
      connectEvent({ ticket: 'ticket-abc' }, 'Edge-1=', { [ORIGIN_VERIFY_HEADER]: secret }),
      context,
    );

    expect(result.statusCode).toBe(200);
    expect(dynamo).toReceiveCommandWith(PutCommand, {
      Item: expect.objectContaining({ connection_id: 'Edge-1=' }),
    });
  });
});

describe('ws-connect and the page that opens it (issue #25)', () => {
  beforeEach(() => {
    // On AWS the stack passes the site's URL (with a custom domain, the domain) to ws-connect.
    vi.stubEnv('SITE_URL', 'https://quarter.example');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("refuses a valid ticket from another site's page with 403, spending no ticket and recording nothing", async () => {
    for (const origin of [
      'https://evil.example',
      'https://quarter.example.evil.example',
      'http://quarter.example',
      'https://quarter.example:8443',
      'null',
    ]) {
      const result = await connect(
        connectEvent({ ticket: 'ticket-abc' }, 'Foreign-1=', { Origin: origin }),
        context,
      );

      expect(result.statusCode, origin).toBe(403);
      expect(JSON.parse(result.body ?? '{}'), origin).toEqual({
        error: { code: 'forbidden', message: 'Open the live connection from the staff dashboard.' },
      });
    }
    expect(dynamo).not.toReceiveCommand(DeleteCommand);
    expect(dynamo).not.toReceiveCommand(PutCommand);
  });

  it("lets the site's own page in, whatever the header's casing", async () => {
    const result = await connect(
      connectEvent({ ticket: 'ticket-abc' }, 'Site-1=', { origin: 'https://quarter.example' }),
      context,
    );

    expect(result.statusCode).toBe(200);
    expect(dynamo).toReceiveCommandWith(PutCommand, {
      Item: expect.objectContaining({ connection_id: 'Site-1=' }),
    });
  });
});
