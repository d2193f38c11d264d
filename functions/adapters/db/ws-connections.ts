import type { WsConnection } from '../../domain/contracts/records/ws-connection.ts';
import { isExpired } from './expiry.ts';
import { wsConnectionLayout as layout } from './layouts/ws-connection.ts';
import { recordOf } from './record-of.ts';
import { deleteItem, isStoredAs, putItem, queryAll, storedItem } from './stored-item.ts';

export async function putConnection(
  connectionId: string,
  details: { userSub: string; ttl: number; connectedAt?: string },
): Promise<void> {
  const connection: WsConnection = {
    connection_id: connectionId,
    user_sub: details.userSub,
    connected_at: details.connectedAt ?? new Date().toISOString(),
    ttl: details.ttl,
  };
  await putItem(storedItem(layout, connection));
}

export interface ListConnectionsOptions {
  now?: Date | number;
  /** Items per DynamoDB request; every page is read either way. */
  pageSize?: number;
}

/** Every open connection (all pages of the index), minus those past their ttl. */
export async function listConnections(options: ListConnectionsOptions = {}): Promise<WsConnection[]> {
  const now = options.now ?? Date.now();
  const items = await queryAll({
    index: 'gsi1',
    keyCondition: '#pk = :pk',
    names: { '#pk': 'gsi1pk' },
    values: { ':pk': 'ws-connections' },
    pageSize: options.pageSize ?? 500,
  });
  return items
    .filter((item) => isStoredAs(layout, item) && !isExpired(item.ttl as number | undefined, now))
    .map((item) => recordOf<WsConnection>(layout, [], item));
}

export async function deleteConnection(connectionId: string): Promise<void> {
  await deleteItem(layout.key({ connection_id: connectionId }));
}
