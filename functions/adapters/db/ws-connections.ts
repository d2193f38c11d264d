import type { WsConnection } from '../../domain/contracts/records/ws-connection.ts';
import { toWsConnection, type WsConnectionItem } from './entities/ws-connection.ts';
import { isExpired } from './expiry.ts';
import { db } from './service.ts';

export async function putConnection(
  connectionId: string,
  details: { userSub: string; ttl: number; connectedAt?: string },
): Promise<void> {
  await db()
    .entities.wsConnection.put({
      connection_id: connectionId,
      user_sub: details.userSub,
      connected_at: details.connectedAt ?? new Date().toISOString(),
      ttl: details.ttl,
    })
    .go({ response: 'none' });
}

export interface ListConnectionsOptions {
  now?: Date | number;
  /** Items per DynamoDB request; every page is read either way. */
  pageSize?: number;
}

/** Every open connection (all pages of the index), minus those past their ttl. */
export async function listConnections(options: ListConnectionsOptions = {}): Promise<WsConnection[]> {
  const now = options.now ?? Date.now();
  const { data } = await db()
    .entities.wsConnection.query.all({})
    .go({ pages: 'all', limit: options.pageSize ?? 500 });
  return (data as WsConnectionItem[]).filter((item) => !isExpired(item.ttl, now)).map(toWsConnection);
}

export async function deleteConnection(connectionId: string): Promise<void> {
  await db().entities.wsConnection.delete({ connection_id: connectionId }).go({ response: 'none' });
}
