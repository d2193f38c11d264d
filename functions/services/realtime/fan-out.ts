import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import type { LiveRefreshMessage } from './messages.ts';
import type { FanOutPorts, OpenConnection } from './ports.ts';
import { liveRefreshMessage } from './stream-changes.ts';

/**
 * The changes of one batch, one per changed record (a chat session by its id, a journey's record
 * by kind and token): a dashboard refetches once however often it changed.
 */
interface SessionChange {
  message: LiveRefreshMessage;
  records: DynamoDBRecord[];
}

const changeKey = (message: LiveRefreshMessage) =>
  message.type === 'chat_session_changed' ? `chat#${message.id}` : `${message.kind}#${message.token}`;

function sessionChanges(records: readonly DynamoDBRecord[]): SessionChange[] {
  const bySession = new Map<string, SessionChange>();
  for (const record of records) {
    const message = liveRefreshMessage(record);
    if (!message) continue;
    const key = changeKey(message);
    const known = bySession.get(key);
    // The latest event wins (a REMOVE after a MODIFY is what the dashboard must hear).
    if (known) bySession.set(key, { message, records: [...known.records, record] });
    else bySession.set(key, { message, records: [record] });
  }
  return [...bySession.values()];
}

/** Lambda's report-batch-item-failures identifier for a stream record. */
const itemIdentifier = (record: DynamoDBRecord) => record.dynamodb?.SequenceNumber ?? record.eventID ?? '';

const failuresOf = (records: DynamoDBRecord[]): DynamoDBBatchResponse => ({
  batchItemFailures: records.map((record) => ({ itemIdentifier: itemIdentifier(record) })),
});

/**
 * $connect stores the connection before API Gateway opens it, and until $connect returns a post to it
 * answers 410 (the local gateway does the same: functions/local/realtime/ws-gateway.ts). The fan-out
 * deleted a connection called gone in that window, so the socket then opened and never heard a
 * change. A connection this young that is called gone is asked once more after a pause, with what it
 * missed; only if it is gone again is it deleted.
 */
const CONNECTING_SECONDS = 30;
const CONNECTING_RECHECK_MS = 1_000;

const mayBeConnecting = (connection: OpenConnection, now: number): boolean => {
  const connectedAt = connection.connected_at ? Date.parse(connection.connected_at) : Number.NaN;
  return Number.isFinite(connectedAt) && now - connectedAt < CONNECTING_SECONDS * 1000;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const errorText = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * Tells every open admin socket which chat sessions and journey records changed. Connections the gateway calls gone
 * (410) are deleted and do not fail anything; any other failure marks the records of that change
 * as failed, so Lambda retries them and, after its retries, sends them to the dead-letter queue.
 */
export async function fanOutChanges(
  records: readonly DynamoDBRecord[],
  ports: FanOutPorts,
): Promise<DynamoDBBatchResponse> {
  const changes = sessionChanges(records);
  if (changes.length === 0) return { batchItemFailures: [] };

  let connections: readonly OpenConnection[];
  try {
    connections = await ports.connections.list();
  } catch (error: unknown) {
    ports.log.warn('could not list admin connections', { error: errorText(error) });
    return failuresOf(changes.flatMap((change) => change.records));
  }

  const gone = new Set<string>();
  const failed: DynamoDBRecord[] = [];
  const now = ports.now?.() ?? Date.now();
  /** What did not reach a connection the gateway called gone while it may still be connecting. */
  const missedWhileConnecting = new Map<string, string[]>();
  for (const change of changes) {
    const data = JSON.stringify(change.message);
    for (const missed of missedWhileConnecting.values()) missed.push(data);
    const targets = connections.filter((connection) => !gone.has(connection.connection_id));
    const outcomes = await Promise.allSettled(
      targets.map((connection) => ports.pusher.post(connection.connection_id, data)),
    );
    let delivered = true;
    outcomes.forEach((outcome, index) => {
      const connection = targets[index];
      const connectionId = connection?.connection_id ?? '';
      if (outcome.status === 'fulfilled') {
        if (outcome.value === 'gone') {
          gone.add(connectionId);
          if (connection && mayBeConnecting(connection, now)) missedWhileConnecting.set(connectionId, [data]);
        }
        return;
      }
      delivered = false;
      ports.log.warn('could not post to an admin connection', {
        connectionId,
        error: errorText(outcome.reason),
      });
    });
    if (!delivered) failed.push(...change.records);
  }

  if (missedWhileConnecting.size > 0) {
    await (ports.pause ?? wait)(CONNECTING_RECHECK_MS);
    await Promise.all(
      [...missedWhileConnecting].map(async ([connectionId, missed]) => {
        try {
          for (const data of missed) {
            if ((await ports.pusher.post(connectionId, data)) === 'gone') return;
          }
          gone.delete(connectionId);
        } catch (error: unknown) {
          // Neither known gone nor reached: kept; its ttl removes it if it never opened.
          gone.delete(connectionId);
          ports.log.warn('could not post to an admin connection', { connectionId, error: errorText(error) });
        }
      }),
    );
  }

  // A failed delete is only logged: the item's ttl removes it soon, and a retry would re-post to everyone.
  await Promise.all(
    [...gone].map((connectionId) =>
      ports.connections.remove(connectionId).catch((error: unknown) => {
        ports.log.warn('could not delete a gone admin connection', { connectionId, error: errorText(error) });
      }),
    ),
  );
  return failuresOf(failed);
}
