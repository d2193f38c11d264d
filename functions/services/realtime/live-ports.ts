/**
 * Production bindings of the realtime ports: connections and single-use live tickets in DynamoDB
 * through the data layer, messages out through the WebSocket API's @connections
 * endpoint (locally the gateway's, by WS_MANAGEMENT_ENDPOINT). Built on first use, after the local
 * runtime has set the environment.
 */
import { deleteConnection, listConnections, putConnection } from '../../adapters/db/ws-connections.ts';
import { putLiveTicket, redeemLiveTicket } from '../../adapters/db/live-tickets.ts';
import type { ConnectPorts, TicketPorts } from './connect.ts';
import { wsManagementPusher } from '../../adapters/ws-management-api.ts';
import type { ConnectionStore, FanOutPorts } from './ports.ts';
import { logger } from '../../adapters/log.ts';
import { requiredEnv } from '../../adapters/env.ts';

const connectionStore: ConnectionStore = {
  list: () => listConnections(),
  remove: deleteConnection,
};

let connect: ConnectPorts | undefined;

export function connectPorts(): ConnectPorts {
  connect ??= {
    redeemTicket: redeemLiveTicket,
    saveConnection: putConnection,
    removeConnection: deleteConnection,
    now: Date.now,
    // Read when a handshake asks: $disconnect shares these ports and has no SITE_URL.
    siteOrigin: () => new URL(requiredEnv('SITE_URL')).origin,
  };
  return connect;
}

export function ticketPorts(): TicketPorts {
  return { saveTicket: putLiveTicket, now: Date.now };
}

let fanOut: FanOutPorts | undefined;

export function fanOutPorts(): FanOutPorts {
  fanOut ??= {
    connections: connectionStore,
    pusher: wsManagementPusher(),
    log: logger('realtime'),
  };
  return fanOut;
}
