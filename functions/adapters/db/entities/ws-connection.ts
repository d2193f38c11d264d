import { Entity, type EntityItem } from 'electrodb';
import type { WsConnection } from '../../../domain/contracts/records/ws-connection.ts';
import { recordOf } from '../record-of.ts';

/** An open admin WebSocket; listed through gsi1 by the stream fan-out. */
export const wsConnectionEntity = new Entity({
  model: { entity: 'ws_connection', version: '1', service: 'quarter' },
  attributes: {
    connection_id: { type: 'string', required: true, readOnly: true },
    user_sub: { type: 'string', required: true },
    connected_at: { type: 'string', required: true },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['connection_id'], template: 'ws#${connection_id}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'connection', casing: 'none' },
    },
    all: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [], template: 'ws-connections', casing: 'none' },
      sk: { field: 'gsi1sk', composite: ['connection_id'], template: '${connection_id}', casing: 'none' },
    },
  },
});

export type WsConnectionItem = EntityItem<typeof wsConnectionEntity>;

export function toWsConnection(item: WsConnectionItem): WsConnection {
  return recordOf<WsConnection>(wsConnectionEntity, [], item);
}
