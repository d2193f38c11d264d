import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How a stand-in answers one call: at once, after `ms`, or never (it accepts and keeps quiet). */
export type Pace =
  { readonly kind: 'prompt' } | { readonly kind: 'late'; readonly ms: number } | { readonly kind: 'never' };

export const prompt: Pace = { kind: 'prompt' };
export const late = (ms: number): Pace => ({ kind: 'late', ms });
export const never: Pace = { kind: 'never' };

interface Loopback {
  readonly url: string;
  close(): Promise<void>;
}

async function listen(handle: (req: IncomingMessage, res: ServerResponse, body: Buffer) => void) {
  const open = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    open.add(res);
    res.on('close', () => open.delete(res));
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const loopback: Loopback = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return loopback;
}

function after(pace: Pace, answer: () => void): void {
  if (pace.kind === 'prompt') answer();
  else if (pace.kind === 'late') setTimeout(answer, pace.ms);
  // 'never': the request stays open until the client gives up.
}

/**
 * DynamoDB on the loopback: every call is passed on to DynamoDB Local, at the pace set for its
 * operation (X-Amz-Target, e.g. "UpdateItem"). Counts each operation's attempts as they arrive.
 */
export async function slowDynamoDb(target: string) {
  const paces = new Map<string, Pace>();
  const attempts: string[] = [];
  const loopback = await listen((req, res, body) => {
    const operation =
      String(req.headers['x-amz-target'] ?? '')
        .split('.')
        .pop() ?? '';
    attempts.push(operation);
    after(paces.get(operation) ?? prompt, () => {
      const upstream = request(
        `${target}${req.url ?? '/'}`,
        { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 500, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      upstream.end(body);
    });
  });
  return {
    ...loopback,
    attempts,
    slow(operation: string, pace: Pace) {
      paces.set(operation, pace);
    },
    reset() {
      paces.clear();
      attempts.length = 0;
    },
  };
}

/** The SES v2 SendEmail API on the loopback at a set pace; keeps every request's text body. */
export async function slowSes() {
  let pace: Pace = prompt;
  const received: { to: string; text: string }[] = [];
  const loopback = await listen((req, res, body) => {
    const parsed = JSON.parse(body.toString('utf8') || '{}') as {
      Destination?: { ToAddresses?: string[] };
      Content?: { Simple?: { Body?: { Text?: { Data?: string } } } };
    };
    received.push({
      to: parsed.Destination?.ToAddresses?.[0] ?? '',
      text: parsed.Content?.Simple?.Body?.Text?.Data ?? '',
    });
    after(pace, () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ MessageId: `local-${received.length}` }));
    });
  });
  return {
    ...loopback,
    received,
    setPace(next: Pace) {
      pace = next;
    },
    /** What was sent to `to`. */
    mailsTo(to: string) {
      return received.filter((mail) => mail.to === to);
    },
    /** The code in the newest mail to `to`. */
    codeSentTo(to: string): string {
      const code = received
        .filter((mail) => mail.to === to)
        .at(-1)
        ?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`the SES stand-in received no code for ${to}`);
      return code;
    },
  };
}

/** A server that accepts every connection and never answers: Cognito's API, hung. */
export async function silentServer() {
  let requests = 0;
  const loopback = await listen(() => {
    requests += 1;
  });
  return { ...loopback, requests: () => requests };
}
