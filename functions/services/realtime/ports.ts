import type { WsConnection } from '../../domain/contracts/records/ws-connection.ts';

/** An open admin socket as the fan-out needs it (when it connected, if the store says). */
export type OpenConnection = Pick<WsConnection, 'connection_id'> &
  Partial<Pick<WsConnection, 'connected_at'>>;

export interface ConnectionStore {
  /** Every open connection not past its ttl. */
  list(): Promise<readonly OpenConnection[]>;
  remove(connectionId: string): Promise<void>;
}

/** 'gone' when the gateway no longer knows the connection (410): the socket closed without $disconnect. */
export type PostOutcome = 'sent' | 'gone';

export interface ConnectionPusher {
  post(connectionId: string, data: string): Promise<PostOutcome>;
}

export interface FanOutLog {
  warn(message: string, fields: Record<string, unknown>): void;
}

export interface FanOutPorts {
  readonly connections: ConnectionStore;
  readonly pusher: ConnectionPusher;
  readonly log: FanOutLog;
  /** Defaults to Date.now. */
  readonly now?: () => number;
  /** Waits before asking again about a connection still in its $connect; defaults to a timer. */
  readonly pause?: (ms: number) => Promise<void>;
}
