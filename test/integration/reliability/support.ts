import { inject } from 'vitest';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  createServer as createHttp2Server,
  type Http2ServerRequest,
  type Http2ServerResponse,
} from 'node:http2';
import type { AddressInfo, Server } from 'node:net';

/**
 * CloudFront's viewer address, which the API reads for per-IP limits. Each test takes its own
 * address from a documentation range, so limits spent by one test never leak into another.
 */
export function viewerAddress(
  range: 'reliability' | 'fuzz' | 'limits' | 'escapes' | 'races',
  n: number,
): Record<string, string> {
  const prefix = {
    reliability: '2001:db8:1',
    fuzz: '2001:db8:2',
    limits: '2001:db8:3',
    escapes: '2001:db8:4',
    races: '2001:db8:5',
  }[range];
  return {
    'cloudfront-viewer-address': `[${prefix}::${n.toString(16)}]:443`,
    'x-local-edge-secret': inject('edgeSecret'),
  };
}

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
}

export interface FailingProvider {
  readonly url: string;
  readonly requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * A stand-in for an AWS provider that is down: every request is answered 500 with an AWS-style JSON
 * error. `http2` for Bedrock Runtime, whose client speaks HTTP/2 only (cleartext here); HTTP/1.1 for SES.
 */
export async function startFailingProvider(protocol: 'http1' | 'http2' = 'http1'): Promise<FailingProvider> {
  const requests: RecordedRequest[] = [];
  const answer = (
    request: IncomingMessage | Http2ServerRequest,
    response: ServerResponse | Http2ServerResponse,
  ) => {
    requests.push({ method: request.method ?? '', url: request.url ?? '' });
    request.resume();
    request.on('end', () => {
      response.writeHead(500, {
        'content-type': 'application/json',
        'x-amzn-errortype': 'InternalServerException',
        'x-amzn-requestid': 'failing-provider',
      });
      response.end(JSON.stringify({ message: 'The provider is down (test stand-in).' }));
    });
  };
  const server: Server = protocol === 'http2' ? createHttp2Server(answer) : createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const sessions = new Set<{ destroy(): void }>();
  server.on(protocol === 'http2' ? 'session' : 'connection', (session: { destroy(): void }) =>
    sessions.add(session),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}

export async function postJson(
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  timeoutMs = 20_000,
): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
}

export const chatSession = (sessionId: string, content: string) => ({
  sessionId,
  messages: [{ role: 'user', content, timestamp: new Date().toISOString() }],
  businessType: 'fintech',
  identifiedNeeds: ['fintech'],
  status: 'active',
});

export const referralApplication = (email: string) => ({
  full_name: 'Ngozi Adeyemi',
  email,
  whatsapp: null,
  sectors: ['fintech'],
  how_will_refer: null,
  notes: null,
  consent: true,
});
