import WebSocket from 'ws';

/** Opens /ws?token=...: resolves with 101 and the socket, or with the refused upgrade's status. */
export function openSocket(baseUrl: string, token?: string): Promise<{ status: number; socket?: WebSocket }> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/ws${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve({ status: 101, socket }));
    socket.once('unexpected-response', (_request, response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0 });
    });
    socket.once('error', reject);
  });
}

/** Collects every message a socket receives, and waits for one that matches. */
export function messageLog(socket: WebSocket) {
  const received: unknown[] = [];
  const waiters: Array<{ match: (message: unknown) => boolean; resolve: (message: unknown) => void }> = [];
  socket.on('message', (data) => {
    const message: unknown = JSON.parse(data.toString());
    received.push(message);
    for (const waiter of [...waiters]) {
      if (!waiter.match(message)) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    }
  });
  return {
    received,
    waitFor(match: (message: unknown) => boolean, timeoutMs = 5_000): Promise<unknown> {
      const already = received.find(match);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`No matching message within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (message) => {
            clearTimeout(timer);
            resolve(message);
          },
        });
      });
    },
  };
}
