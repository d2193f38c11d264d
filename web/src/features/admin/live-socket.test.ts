import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backoffDelay,
  changedSessionId,
  connectLiveSocket,
  KEEP_ALIVE_MS,
  type LiveStatus,
} from './live-socket.ts';

/** Enough of a browser WebSocket for the client: the handlers it sets, send and close. */
class FakeSocket {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(data: string) {
    this.onmessage?.({ data } as MessageEvent);
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

let sockets: FakeSocket[];
const flush = () => vi.advanceTimersByTimeAsync(0);

function connect(overrides: { url?: () => Promise<string | null> } = {}) {
  const changes: string[] = [];
  const statuses: LiveStatus[] = [];
  const onReconnect = vi.fn();
  let tokens = 0;
  const connection = connectLiveSocket({
    url: overrides.url ?? (async () => `ws://local/ws?token=t${++tokens}`),
    onChange: (id) => changes.push(id),
    onReconnect,
    onStatus: (status) => statuses.push(status),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
  });
  return { connection, changes, statuses, onReconnect };
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('changedSessionId', () => {
  it('reads chat_session_changed and ignores everything else', () => {
    expect(changedSessionId('{"type":"chat_session_changed","id":"abc","eventName":"MODIFY"}')).toBe('abc');
    expect(changedSessionId('{"message":"Forbidden","connectionId":"x"}')).toBeNull();
    expect(changedSessionId('not json')).toBeNull();
    expect(changedSessionId(new ArrayBuffer(2))).toBeNull();
  });
});

describe('backoffDelay', () => {
  it('doubles from one second and stops at thirty', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => backoffDelay(attempt))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});

describe('connectLiveSocket', () => {
  it('passes changes on, pings under the idle limit, and reconnects with backoff and a fresh token', async () => {
    const { connection, changes, statuses, onReconnect } = connect();
    await flush();
    const first = sockets[0];
    expect(first?.url).toBe('ws://local/ws?token=t1');
    first?.open();
    first?.receive('{"type":"chat_session_changed","id":"s1","eventName":"INSERT"}');
    expect(changes).toEqual(['s1']);

    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS);
    expect(first?.sent).toHaveLength(1);
    expect(KEEP_ALIVE_MS).toBeLessThan(10 * 60 * 1000);

    first?.drop();
    expect(statuses.at(-1)).toBe('offline');
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets[1]?.url).toBe('ws://local/ws?token=t2');

    sockets[1]?.drop();
    await vi.advanceTimersByTimeAsync(1999);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    sockets[2]?.open();
    expect(onReconnect).toHaveBeenCalledTimes(1);
    expect(statuses.at(-1)).toBe('live');

    connection.close();
    expect(sockets[2]?.closedWith).toBe(1000);
  });

  it('stops reconnecting once closed (logout), and does not connect without a session', async () => {
    const { connection } = connect();
    await flush();
    sockets[0]?.open();
    connection.close();
    sockets[0]?.onclose?.();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);

    const signedOut = connect({ url: async () => null });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    signedOut.connection.close();
  });
});
