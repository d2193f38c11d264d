import { createHash } from 'node:crypto';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { CHAT_STREAM_PATH } from '../../../functions/domain/chat-stream.ts';

/**
 * What the edge in front of the product may do wrong, one fault at a time:
 * - `none`: passes everything on, and refuses a streamed-chat POST whose x-amz-content-sha256 is not
 *   its body's SHA-256 (403), as a function URL behind CloudFront origin access control does;
 * - `stream-buffered`: the streamed chat answered as one JSON reply (POST /api/chat), no lines;
 * - `stream-refused`: the streamed chat answered 403, as a misconfigured origin access control would;
 * - `socket-bad-gateway`: every /ws handshake answered 502;
 * - `socket-open-to-anyone`: every /ws handshake accepted, ticket or not.
 */
export type Fault =
  'none' | 'stream-buffered' | 'stream-refused' | 'socket-bad-gateway' | 'socket-open-to-anyone';

export interface Edge {
  readonly url: string;
  close(): Promise<void>;
}

const readAll = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

export async function startEdge(productUrl: string, fault: Fault): Promise<Edge> {
  const product = new URL(productUrl);
  const sockets = new WebSocketServer({ noServer: true });
  let edgeOrigin = '';
  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readAll(req);
      let path = req.url ?? '/';
      if (path === CHAT_STREAM_PATH && req.method === 'POST') {
        const hash = createHash('sha256').update(body).digest('hex');
        if (fault === 'stream-refused' || req.headers['x-amz-content-sha256'] !== hash) {
          res.writeHead(403, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ message: 'The request signature we calculated does not match' }));
          return;
        }
        if (fault === 'stream-buffered') path = '/api/chat';
      }
      const forwarded = request(
        {
          host: product.hostname,
          port: product.port,
          method: req.method,
          path,
          // The viewer's Host stays, as CloudFront's config.json names the public host.
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forwarded.on('error', () => res.destroy());
      forwarded.end(body);
    })();
  });
  server.on('upgrade', (req, socket, head) => {
    if (fault === 'socket-bad-gateway') {
      socket.end('HTTP/1.1 502 Bad Gateway\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
      return;
    }
    if (fault === 'socket-open-to-anyone') {
      sockets.handleUpgrade(req, socket, head, (ws) => ws.on('message', () => undefined));
      return;
    }
    const upstream = connect(Number(product.port), product.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let index = 0; index < req.rawHeaders.length; index += 2) {
        const name = req.rawHeaders[index] ?? '';
        const value = req.rawHeaders[index + 1] ?? '';
        // The page's Origin is the public site's, which the product knows as its own.
        lines.push(
          `${name}: ${name.toLowerCase() === 'origin' && value === edgeOrigin ? product.origin : value}`,
        );
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  edgeOrigin = `http://127.0.0.1:${port}`;
  return {
    url: edgeOrigin,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
