/**
 * The admin dashboard's live refresh socket: connects with a fresh token each time, reconnects
 * with exponential backoff, and keeps the connection busy so API Gateway's 10-minute idle timeout
 * never closes it. Framework-free so its timing can be tested with fake timers.
 */
import { LIVE_RECORD_KINDS, type LiveRecordKind } from '@domain/contracts/admin.ts';

export type LiveStatus = 'connecting' | 'live' | 'offline';

export interface LiveSocketOptions {
  /** The socket URL with a fresh access token, or null when nobody is signed in (then it stops). */
  readonly url: () => Promise<string | null>;
  /** A chat session changed somewhere (its id, no personal data). */
  readonly onChange: (sessionId: string) => void;
  /** A journey's record changed (`record_changed`: its kind and resume token, no personal data). */
  readonly onRecordChange?: (change: RecordChange) => void;
  /** After a reconnect: changes may have been missed while the socket was down. */
  readonly onReconnect?: () => void;
  readonly onStatus?: (status: LiveStatus) => void;
  readonly createSocket?: (url: string) => WebSocket;
  readonly keepAliveMs?: number;
  readonly initialBackoffMs?: number;
  readonly maxBackoffMs?: number;
}

/** Well under API Gateway's 10-minute idle limit. */
export const KEEP_ALIVE_MS = 4 * 60 * 1000;
export const INITIAL_BACKOFF_MS = 1000;
export const MAX_BACKOFF_MS = 30_000;
const PING = JSON.stringify({ action: 'ping' });
const SOCKET_OPEN = 1;

/** Delay before reconnect number `attempt` (0-based): doubling from the initial delay, capped. */
export function backoffDelay(
  attempt: number,
  initialMs = INITIAL_BACKOFF_MS,
  maxMs = MAX_BACKOFF_MS,
): number {
  return Math.min(maxMs, initialMs * 2 ** attempt);
}

/** The id of a chat_session_changed message, or null for anything else (e.g. the gateway's replies to pings). */
export function changedSessionId(data: unknown): string | null {
  if (typeof data !== 'string') return null;
  try {
    const message: unknown = JSON.parse(data);
    if (typeof message !== 'object' || message === null) return null;
    const { type, id } = message as { type?: unknown; id?: unknown };
    return type === 'chat_session_changed' && typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

export interface RecordChange {
  readonly kind: LiveRecordKind;
  readonly token: string;
}

const RECORD_KINDS = new Set<string>(LIVE_RECORD_KINDS);

/** The kind and resume token of a record_changed message, or null for anything else. */
export function changedRecord(data: unknown): RecordChange | null {
  if (typeof data !== 'string') return null;
  try {
    const message: unknown = JSON.parse(data);
    if (typeof message !== 'object' || message === null) return null;
    const { type, kind, token } = message as { type?: unknown; kind?: unknown; token?: unknown };
    if (type !== 'record_changed' || typeof kind !== 'string' || !RECORD_KINDS.has(kind)) return null;
    if (typeof token !== 'string' || token === '') return null;
    return { kind: kind as LiveRecordKind, token };
  } catch {
    return null;
  }
}

export function connectLiveSocket(options: LiveSocketOptions): { close(): void } {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  const keepAliveMs = options.keepAliveMs ?? KEEP_ALIVE_MS;
  let socket: WebSocket | null = null;
  let closed = false;
  let attempt = 0;
  let everOpened = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let keepAliveTimer: ReturnType<typeof setInterval> | undefined;

  const status = (next: LiveStatus) => options.onStatus?.(next);

  function scheduleReconnect() {
    if (closed) return;
    status('offline');
    const delay = backoffDelay(attempt, options.initialBackoffMs, options.maxBackoffMs);
    attempt += 1;
    reconnectTimer = setTimeout(() => void open(), delay);
  }

  async function open() {
    if (closed) return;
    status('connecting');
    let url: string | null;
    try {
      url = await options.url();
    } catch {
      scheduleReconnect();
      return;
    }
    if (closed) return;
    if (!url) {
      status('offline');
      return;
    }
    const current = createSocket(url);
    socket = current;
    current.onopen = () => {
      const reconnected = everOpened;
      everOpened = true;
      attempt = 0;
      status('live');
      keepAliveTimer = setInterval(() => {
        if (current.readyState === SOCKET_OPEN) current.send(PING);
      }, keepAliveMs);
      if (reconnected) options.onReconnect?.();
    };
    current.onmessage = (event: MessageEvent) => {
      const id = changedSessionId(event.data);
      if (id) return options.onChange(id);
      const record = changedRecord(event.data);
      if (record) options.onRecordChange?.(record);
    };
    current.onclose = () => {
      clearInterval(keepAliveTimer);
      if (socket === current) socket = null;
      scheduleReconnect();
    };
  }

  void open();
  return {
    close() {
      closed = true;
      clearTimeout(reconnectTimer);
      clearInterval(keepAliveTimer);
      const current = socket;
      socket = null;
      if (current) {
        current.onclose = null;
        current.close(1000, 'Signed out');
      }
    },
  };
}
