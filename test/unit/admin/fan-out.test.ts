import {
  ApiGatewayManagementApiClient,
  ForbiddenException,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { managementApiPusher } from '../../../functions/adapters/ws-management-api.ts';
import { fanOutChanges } from '../../../functions/services/realtime/fan-out.ts';
import type { ConnectionStore, FanOutPorts } from '../../../functions/services/realtime/ports.ts';
import { chatSessionRecord, streamRecord } from './stream-records.ts';

class FakeConnections implements ConnectionStore {
  removed: string[] = [];
  listCalls = 0;
  failList = false;
  constructor(public ids: string[]) {}
  async list() {
    this.listCalls += 1;
    if (this.failList) throw new Error('DynamoDB is unreachable');
    return this.ids.map((connection_id) => ({ connection_id }));
  }
  async remove(connectionId: string) {
    this.removed.push(connectionId);
    this.ids = this.ids.filter((id) => id !== connectionId);
  }
}

const management = mockClient(ApiGatewayManagementApiClient);
const gone = () =>
  new GoneException({ message: 'The connection is gone', $metadata: { httpStatusCode: 410 } });

/** What each PostToConnection carried, decoded. */
function posted(): { connectionId: string | undefined; message: unknown }[] {
  return management.commandCalls(PostToConnectionCommand).map((call) => ({
    connectionId: call.args[0].input.ConnectionId,
    message: JSON.parse(new TextDecoder().decode(call.args[0].input.Data as Uint8Array)),
  }));
}

describe('stream fan-out', () => {
  let connections: FakeConnections;
  let warnings: string[];
  let ports: FanOutPorts;

  beforeEach(() => {
    management.reset();
    connections = new FakeConnections(['conn-a=', 'conn-b=']);
    warnings = [];
    ports = {
      connections,
      pusher: managementApiPusher(
        new ApiGatewayManagementApiClient({ endpoint: 'http://localhost:1/_local/ws', region: 'eu-west-1' }),
      ),
      log: { warn: (message) => void warnings.push(message) },
    };
  });

  it('posts chat_session_changed for each changed session to every open connection', async () => {
    // Prepare
    management.on(PostToConnectionCommand).resolves({});
    const records = [
      chatSessionRecord('launch-1700000000000-abc123', 'INSERT'),
      chatSessionRecord('widget-session-42'),
    ];

    // Act
    const result = await fanOutChanges(records, ports);

    // Assess
    expect(result).toEqual({ batchItemFailures: [] });
    expect(management).toReceiveCommandTimes(PostToConnectionCommand, 4);
    expect(management).toReceiveCommandWith(PostToConnectionCommand, { ConnectionId: 'conn-a=' });
    expect(management).toReceiveCommandWith(PostToConnectionCommand, { ConnectionId: 'conn-b=' });
    expect(posted()).toEqual(
      expect.arrayContaining([
        {
          connectionId: 'conn-a=',
          message: { type: 'chat_session_changed', id: 'launch-1700000000000-abc123', eventName: 'INSERT' },
        },
        {
          connectionId: 'conn-b=',
          message: { type: 'chat_session_changed', id: 'widget-session-42', eventName: 'MODIFY' },
        },
      ]),
    );
  });

  it('carries no personal data from the changed item', async () => {
    management.on(PostToConnectionCommand).resolves({});
    const record = chatSessionRecord('widget-session-77', 'MODIFY', {
      customer_email: { S: 'ada.obi@example.com' },
      customer_name: { S: 'Ada Obi' },
      customer_phone: { S: '+2348000000000' },
    });

    await fanOutChanges([record], ports);

    const text = management
      .commandCalls(PostToConnectionCommand)
      .map((call) => new TextDecoder().decode(call.args[0].input.Data as Uint8Array))
      .join('\n');
    expect(text).not.toMatch(/ada|obi|2348/i);
    expect(JSON.parse(text.split('\n')[0] ?? '')).toEqual({
      type: 'chat_session_changed',
      id: 'widget-session-77',
      eventName: 'MODIFY',
    });
  });

  it('ignores records of other items and does not even list connections', async () => {
    const records = [
      streamRecord({ pk: 'chat-day#2026-01-05', sk: 'counter' }),
      streamRecord({ pk: 'ws#conn-a=', sk: 'connection', eventName: 'INSERT' }),
      streamRecord({ pk: 'otp#challenge-1', sk: 'challenge', eventName: 'INSERT' }),
      streamRecord({ pk: 'rate#ip:203.0.113.9', sk: 'window#1700000000' }),
      streamRecord({ pk: 'chat#looks-like-a-session', sk: 'not-a-session' }),
    ];

    const result = await fanOutChanges(records, ports);

    expect(result).toEqual({ batchItemFailures: [] });
    expect(management).not.toReceiveCommand(PostToConnectionCommand);
    expect(connections.listCalls).toBe(0);
  });

  it('deletes connections that answer 410 Gone, stops posting to them and fails nothing', async () => {
    management
      .on(PostToConnectionCommand)
      .resolves({})
      .on(PostToConnectionCommand, { ConnectionId: 'conn-a=' })
      .rejects(gone());

    const result = await fanOutChanges(
      [chatSessionRecord('session-one'), chatSessionRecord('session-two')],
      ports,
    );

    expect(result).toEqual({ batchItemFailures: [] });
    expect(connections.removed).toEqual(['conn-a=']);
    // conn-a once (gone), conn-b for both sessions
    expect(posted().map((post) => post.connectionId)).toEqual(['conn-a=', 'conn-b=', 'conn-b=']);
  });

  describe('a connection called gone seconds after it connected (its $connect may not have returned)', () => {
    const NOW = Date.parse('2026-11-27T12:00:00.000Z');
    const youngAndOld = (): ConnectionStore & { removed: string[] } => {
      const store = {
        removed: [] as string[],
        list: async () => [
          { connection_id: 'young=', connected_at: new Date(NOW - 2_000).toISOString() },
          { connection_id: 'old=', connected_at: new Date(NOW - 10 * 60_000).toISOString() },
        ],
        remove: async (connectionId: string) => void store.removed.push(connectionId),
      };
      return store;
    };
    let pauses: number[];
    beforeEach(() => {
      pauses = [];
    });
    const timed = (store: ConnectionStore): FanOutPorts => ({
      ...ports,
      connections: store,
      now: () => NOW,
      pause: async (ms) => void pauses.push(ms),
    });

    it('is asked again after a pause, gets what it missed in order, and is kept', async () => {
      let youngAnswered = 0;
      management.on(PostToConnectionCommand).callsFake((input: { ConnectionId: string }) => {
        if (input.ConnectionId === 'old=') throw gone();
        youngAnswered += 1;
        // Gone for both changes of the batch, open when asked again.
        if (youngAnswered <= 1) throw gone();
        return {};
      });
      const store = youngAndOld();

      const result = await fanOutChanges(
        [chatSessionRecord('session-one'), chatSessionRecord('session-two')],
        timed(store),
      );

      expect(result).toEqual({ batchItemFailures: [] });
      expect(pauses).toEqual([1_000]);
      expect(store.removed).toEqual(['old=']);
      const toYoung = posted().filter((post) => post.connectionId === 'young=');
      expect(toYoung.map((post) => (post.message as { id: string }).id)).toEqual([
        'session-one',
        'session-one',
        'session-two',
      ]);
    });

    it('is deleted when it is gone again', async () => {
      management.on(PostToConnectionCommand).rejects(gone());
      const store = youngAndOld();

      await fanOutChanges([chatSessionRecord('session-one')], timed(store));

      expect(pauses).toEqual([1_000]);
      expect(store.removed.sort()).toEqual(['old=', 'young=']);
    });

    it('costs no pause when only old connections are gone', async () => {
      management
        .on(PostToConnectionCommand)
        .resolves({})
        .on(PostToConnectionCommand, { ConnectionId: 'old=' })
        .rejects(gone());
      const store = youngAndOld();

      await fanOutChanges([chatSessionRecord('session-one')], timed(store));

      expect(pauses).toEqual([]);
      expect(store.removed).toEqual(['old=']);
    });
  });

  it('reports the records whose delivery failed for another reason, and only those', async () => {
    const failing = chatSessionRecord('session-failing');
    const fine = chatSessionRecord('session-fine');
    management.on(PostToConnectionCommand).callsFake((input: { Data: Uint8Array }) => {
      const message = JSON.parse(new TextDecoder().decode(input.Data)) as { id: string };
      if (message.id === 'session-failing')
        throw new ForbiddenException({ message: 'Forbidden', $metadata: { httpStatusCode: 403 } });
      return {};
    });

    const result = await fanOutChanges([fine, failing], ports);

    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: failing.dynamodb?.SequenceNumber }] });
    expect(connections.removed).toEqual([]);
    expect(warnings).toContain('could not post to an admin connection');
  });

  it('sends one message per session however many of its records the batch holds, failing all of them together', async () => {
    const first = chatSessionRecord('session-busy', 'INSERT');
    const second = chatSessionRecord('session-busy', 'MODIFY');
    management.on(PostToConnectionCommand).rejects(new Error('socket hang up'));

    const result = await fanOutChanges([first, second], ports);

    expect(posted()).toEqual([
      {
        connectionId: 'conn-a=',
        message: { type: 'chat_session_changed', id: 'session-busy', eventName: 'MODIFY' },
      },
      {
        connectionId: 'conn-b=',
        message: { type: 'chat_session_changed', id: 'session-busy', eventName: 'MODIFY' },
      },
    ]);
    expect(result.batchItemFailures.map((failure) => failure.itemIdentifier)).toEqual([
      first.dynamodb?.SequenceNumber,
      second.dynamodb?.SequenceNumber,
    ]);
  });

  it('fails every chat record when the connections cannot be listed, so the batch is retried', async () => {
    connections.failList = true;
    const chat = chatSessionRecord('session-x');
    const other = streamRecord({ pk: 'lead#1', sk: 'lead' });

    const result = await fanOutChanges([other, chat], ports);

    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: chat.dynamodb?.SequenceNumber }] });
    expect(management).not.toReceiveCommand(PostToConnectionCommand);
  });

  it('does nothing but succeed when no admin is connected', async () => {
    connections.ids = [];

    const result = await fanOutChanges([chatSessionRecord('session-y')], ports);

    expect(result).toEqual({ batchItemFailures: [] });
    expect(management).not.toReceiveCommand(PostToConnectionCommand);
  });

  it('posts record_changed beside chat_session_changed, one per record however often it changed', async () => {
    management.on(PostToConnectionCommand).resolves({});
    const token = '7f6c2a4e-1b1d-4c7e-9a61-2f0b9c1d3e5a';
    const payment = (status: string) =>
      streamRecord({
        pk: 'payment#QL-REF-5',
        sk: 'payment',
        newImage: {
          pk: { S: 'payment#QL-REF-5' },
          sk: { S: 'payment' },
          resume_token: { S: token },
          customer_email: { S: 'ada.obi@example.com' },
          status: { S: status },
        },
      });

    const result = await fanOutChanges(
      [
        payment('initialized'),
        payment('paid'),
        streamRecord({ pk: `onboarding#${token}`, sk: 'onboarding' }),
        chatSessionRecord('session-z'),
      ],
      ports,
    );

    expect(result).toEqual({ batchItemFailures: [] });
    const toA = posted()
      .filter((post) => post.connectionId === 'conn-a=')
      .map((post) => post.message);
    expect(toA).toEqual([
      { type: 'record_changed', kind: 'payment', token, eventName: 'MODIFY' },
      { type: 'record_changed', kind: 'onboarding', token, eventName: 'MODIFY' },
      { type: 'chat_session_changed', id: 'session-z', eventName: 'MODIFY' },
    ]);
    expect(JSON.stringify(posted())).not.toMatch(/ada|obi/i);
  });
});
