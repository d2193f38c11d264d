import type { WsConnection } from '../../../domain/contracts/records/ws-connection.ts';
import { attributes, type StoredLayout } from '../stored-item.ts';

/** As entities/ws-connection.ts stores it: listed through gsi1 by the stream fan-out. */
export const wsConnectionLayout: StoredLayout<Pick<WsConnection, 'connection_id'>> = {
  entity: 'ws_connection',
  version: '1',
  schema: attributes(['connection_id', 'user_sub', 'connected_at', 'ttl']),
  key: ({ connection_id }) => ({ pk: `ws#${connection_id}`, sk: 'connection' }),
  indexKeys: ({ connection_id }) => ({ gsi1pk: 'ws-connections', gsi1sk: connection_id }),
};
