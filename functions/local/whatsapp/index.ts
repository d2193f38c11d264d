import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as z from 'zod';
import { readBody } from '../http-io.ts';
import type { ProductQuiet } from '../quiet.ts';
import {
  deliverNotification,
  messageNotification,
  newWamid,
  type StandInIdentity,
  statusNotification,
} from './notifications.ts';
import { PHONE_PAGE, PHONE_SCRIPT } from './page.ts';

export interface WhatsappStandInOptions {
  readonly port: number;
  readonly host: string;
  readonly publicHostname: string;
  /** The product's POST /api/whatsapp/webhook. */
  readonly webhookUrl: string;
  /** Read on every use, so they are the product's values (WHATSAPP_* in local-env.ts) when it runs. */
  readonly appSecret: () => string;
  readonly accessToken: () => string;
  readonly phoneNumberId: () => string;
  /** Told of each status report from when it is due until it is delivered (GET /_local/idle). */
  readonly quiet?: ProductQuiet;
}

export interface WhatsappStandIn {
  readonly url: string;
  close(): Promise<void>;
}

/** A message the product sent through the Graph endpoint, as messages.json lists it. */
interface SentMessage {
  readonly id: string;
  readonly to: string;
  readonly type: string;
  readonly text: { readonly body: string };
  readonly received_at: string;
  status: string;
}

interface FounderLine {
  readonly waId: string;
  readonly text: string;
  readonly at: string;
}

const sendSchema = z.object({
  wa_id: z.string().regex(/^\d{6,15}$/),
  name: z.string().max(200).default('Founder'),
  text: z.string().max(65_536).optional(),
  type: z.string().max(40).optional(),
  timestamp: z.number().int().positive().optional(),
  id: z.string().max(200).optional(),
});

const graphMessageSchema = z.object({
  messaging_product: z.literal('whatsapp'),
  to: z.string().min(1),
  type: z.literal('text'),
  text: z.object({ body: z.string().min(1).max(4096) }),
});

/** Meta's error body (Graph API): what the product sees when the token or the request is wrong. */
const graphError = (message: string, type: string, code: number) => ({
  error: { message, type, code, fbtrace_id: randomBytes(9).toString('base64url') },
});

const STATUS_STEPS = ['sent', 'delivered', 'read'] as const;
const STATUS_GAP_MS = 150;

/**
 * The WhatsApp Cloud API as the product meets it, on its own port: the founder's phone (a page and
 * POST /_stand-in/send) sends signed notifications to the product's webhook; the Graph endpoint
 * takes the product's replies, checks the Bearer token, and reports sent / delivered / read (or
 * failed after /_stand-in/fail-next) as signed status notifications.
 */
export function startWhatsappStandIn(options: WhatsappStandInOptions): Promise<WhatsappStandIn> {
  const identity: StandInIdentity = {
    businessAccountId: '100000000000002',
    phoneNumberId: options.phoneNumberId(),
    displayPhoneNumber: '15550001234',
  };
  const sent: SentMessage[] = [];
  const founderLines: FounderLine[] = [];
  let failNext = false;
  /** Recipients whose next message fails: tests side by side each arm their own founder's number. */
  const failNextTo = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();

  const later = (ms: number, run: () => Promise<void>) => {
    const done = options.quiet?.hold('WhatsApp status report') ?? (() => undefined);
    const timer = setTimeout(() => {
      timers.delete(timer);
      run()
        .catch(() => undefined)
        .finally(done);
    }, ms);
    timers.add(timer);
  };

  const deliver = (body: string) => deliverNotification(options.webhookUrl, options.appSecret(), body);

  const reportStatuses = (message: SentMessage, fail: boolean) => {
    const steps = fail ? (['failed'] as const) : STATUS_STEPS;
    steps.forEach((status, index) =>
      later(STATUS_GAP_MS * (index + 1), async () => {
        message.status = status;
        await deliver(
          statusNotification(
            { ...identity, phoneNumberId: options.phoneNumberId() },
            {
              id: message.id,
              status,
              recipientId: message.to,
            },
          ),
        );
      }),
    );
  };

  const answer = (res: ServerResponse, status: number, body: unknown, type = 'application/json') => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    res.end(status === 204 ? undefined : text);
  };

  async function founderSends(req: IncomingMessage, res: ServerResponse) {
    const parsed = sendSchema.safeParse(
      JSON.parse((await readBody(req, 128 * 1024)).toString('utf8') || '{}'),
    );
    if (!parsed.success)
      return answer(res, 400, { error: parsed.error.issues.map((issue) => issue.message) });
    const request = parsed.data;
    const type = request.type ?? 'text';
    const id = request.id ?? newWamid();
    const message = {
      waId: request.wa_id,
      name: request.name,
      id,
      timestamp: request.timestamp ?? Math.floor(Date.now() / 1000),
      type,
      text: request.text ?? null,
    };
    founderLines.push({
      waId: message.waId,
      text: message.text ?? `[${type}]`,
      at: new Date().toISOString(),
    });
    const status = await deliver(
      messageNotification({ ...identity, phoneNumberId: options.phoneNumberId() }, message),
    );
    return answer(res, status === 200 ? 200 : 502, { id, webhook_status: status });
  }

  async function productSends(req: IncomingMessage, res: ServerResponse, phoneNumberId: string) {
    const auth = req.headers.authorization ?? '';
    const body = (await readBody(req, 256 * 1024)).toString('utf8');
    if (auth !== `Bearer ${options.accessToken()}`)
      return answer(
        res,
        401,
        graphError('Invalid OAuth access token - Cannot parse access token', 'OAuthException', 190),
      );
    if (phoneNumberId !== options.phoneNumberId())
      return answer(
        res,
        400,
        graphError(
          `Unsupported post request. Object with ID '${phoneNumberId}' does not exist`,
          'GraphMethodException',
          100,
        ),
      );
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return answer(res, 400, graphError('Invalid parameter', 'OAuthException', 100));
    }
    const parsed = graphMessageSchema.safeParse(json);
    if (!parsed.success)
      return answer(res, 400, graphError('(#100) Invalid parameter', 'OAuthException', 100));
    const message: SentMessage = {
      id: newWamid(),
      to: parsed.data.to,
      type: 'text',
      text: { body: parsed.data.text.body },
      received_at: new Date().toISOString(),
      status: 'accepted',
    };
    sent.push(message);
    const failedForRecipient = failNextTo.delete(message.to);
    const fail = failedForRecipient || failNext;
    if (!failedForRecipient) failNext = false;
    answer(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: message.to, wa_id: message.to }],
      messages: [{ id: message.id }],
    });
    reportStatuses(message, fail);
  }

  function thread(waId: string) {
    const lines = [
      ...founderLines
        .filter((line) => line.waId === waId)
        .map((line) => ({ from: 'founder', text: line.text, at: line.at, status: null })),
      ...sent
        .filter((message) => message.to === waId)
        .map((message) => ({
          from: 'product',
          text: message.text.body,
          at: message.received_at,
          status: message.status === 'accepted' ? null : message.status,
        })),
    ];
    return lines.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    const graph = /^\/(v\d+\.\d+)\/([^/]+)\/messages$/.exec(url.pathname);
    if (graph && method === 'POST') return productSends(req, res, decodeURIComponent(graph[2]!));
    if (url.pathname === '/_stand-in/send' && method === 'POST') return founderSends(req, res);
    if (url.pathname === '/_stand-in/fail-next' && method === 'POST') {
      // ?to=<wa_id>: the next message to that number only; without it, the very next message.
      const to = url.searchParams.get('to');
      if (to) failNextTo.add(to);
      else failNext = true;
      return answer(res, 204, '');
    }
    if (url.pathname === '/messages.json' && method === 'GET')
      return answer(
        res,
        200,
        sent.map(({ status: _status, ...message }) => message),
      );
    if (url.pathname === '/messages.json' && method === 'DELETE') {
      sent.length = 0;
      founderLines.length = 0;
      return answer(res, 204, '');
    }
    if (url.pathname === '/_stand-in/thread.json' && method === 'GET')
      return answer(res, 200, thread(url.searchParams.get('wa_id') ?? ''));
    if (url.pathname === '/phone.js' && method === 'GET')
      return answer(res, 200, PHONE_SCRIPT, 'text/javascript; charset=utf-8');
    if (url.pathname === '/' && method === 'GET')
      return answer(res, 200, PHONE_PAGE, 'text/html; charset=utf-8');
    return answer(res, 404, graphError('Unknown path components', 'OAuthException', 2500));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) answer(res, 400, graphError('Invalid request', 'OAuthException', 100));
      else res.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://${options.publicHostname}:${port}`,
        close: () =>
          new Promise<void>((done) => {
            for (const timer of timers) clearTimeout(timer);
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
