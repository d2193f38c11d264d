import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { sendError } from './http-io.ts';
import { busyPortMessage, firstLine, isAddressInUse, LocalStartError } from './startup-errors.ts';

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;
type UpgradeListener = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

export interface BoundServer {
  readonly port: number;
  /** Hands requests to the product once it is ready; until then they get 503. */
  serve(request: RequestListener, upgrade: UpgradeListener): void;
  close(): Promise<void>;
}

/**
 * Binds the port before anything else starts: a busy port is the most common failure and
 * should be reported before Java or anything else has been started.
 */
export async function bindServer(port: number, host: string): Promise<BoundServer> {
  let onRequest: RequestListener | undefined;
  let onUpgrade: UpgradeListener | undefined;
  const server: Server = createServer((req, res) => {
    if (onRequest) return onRequest(req, res);
    req.resume();
    sendError(req, res, 503, 'unavailable', 'The local product is still starting.', { 'retry-after': '1' });
  });
  server.on('upgrade', (req, socket, head) => (onUpgrade ? onUpgrade(req, socket, head) : socket.destroy()));
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error: unknown) {
    if (isAddressInUse(error)) throw new LocalStartError(busyPortMessage(port), { cause: error });
    throw new LocalStartError(`Cannot listen on ${host}:${port}: ${firstLine(error)}`, { cause: error });
  }
  return {
    port: (server.address() as AddressInfo).port,
    serve(request, upgrade) {
      onRequest = request;
      onUpgrade = upgrade;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
