import WebSocket from 'ws';
import { WaitTimeout } from '../../setup/wait-for.ts';

/**
 * Opens the admin socket as the dashboard does: a live ticket for `token` (POST
 * /api/admin/live-ticket), then /ws?ticket=.... Resolves with 101 and the socket, or with the
 * refused status (the ticket call's 401/403, or the upgrade's).
 */
export async function openSocket(
  baseUrl: string,
  token?: string,
): Promise<{ status: number; socket?: WebSocket }> {
  if (token === undefined) return openSocketAt(baseUrl, '');
  const issued = await fetch(`${baseUrl}/api/admin/live-ticket`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (issued.status !== 201) return { status: issued.status };
  const { ticket } = (await issued.json()) as { ticket: string };
  return openSocketAt(baseUrl, `?ticket=${encodeURIComponent(ticket)}`);
}

/**
 * Opens /ws plus `query` as given (a ticket, an old ?token=, nothing), with the handshake's Origin
 * header when `origin` is given, as a browser page on that origin would send it.
 */
export function openSocketAt(
  baseUrl: string,
  query: string,
  origin?: string,
): Promise<{ status: number; socket?: WebSocket }> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/ws${query}`;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, origin === undefined ? {} : { origin });
    socket.once('open', () => resolve({ status: 101, socket }));
    socket.once('unexpected-response', (_request, response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0 });
    });
    socket.once('error', reject);
  });
}

/** A message test that says what it looks for, so a wait that gives up can name it. */
export type MessageMatch = ((message: unknown) => boolean) & { readonly description?: string };

export const described = (description: string, test: (message: unknown) => boolean): MessageMatch =>
  Object.assign(test, { description });

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
    /** The first message `match` accepts; throws at `timeoutMs`, naming `match` and what did arrive. */
    waitFor(match: MessageMatch, timeoutMs = 5_000): Promise<unknown> {
      const already = received.find(match);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new WaitTimeout(
                `Gave up after ${timeoutMs} ms waiting for ${match.description ?? 'a matching socket message'}; last received: ${JSON.stringify(received.slice(-10))}`,
              ),
            ),
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
