import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as z from 'zod';
import { readBody, sendBody } from '../http-io.ts';
import { SandboxBookings, type SandboxWebhook } from './bookings.ts';
import { BOOKING_SCRIPT, renderBookingPage, upcomingSlots } from './page.ts';

/** The path the site frames, shaped like a Calendly event link. */
export const BOOKING_PATH = '/quarter/consultation';

export interface SchedulingSandboxOptions {
  readonly port: number;
  readonly host: string;
  /** Host name in the sandbox's public origin (localhost when bound to a loopback address). */
  readonly publicHostname: string;
  /** Origins allowed to frame the page and receive its booking message. */
  readonly siteOrigins: readonly string[];
  /** Where bookings and cancellations are sent as signed Calendly webhooks; none when unset. */
  readonly webhook?: SandboxWebhook;
}

const bookingRequestSchema = z.object({
  slot: z.string().max(64),
  name: z.string().max(200).nullish(),
  email: z.string().max(320).nullish(),
  utm_content: z.string().max(200).nullish(),
});
const cancelRequestSchema = z.object({
  invitee_uri: z.string().max(500),
  reason: z.string().max(500).nullish(),
});
const BOOKING_BODY_LIMIT = 8 * 1024;

export interface SchedulingSandbox {
  readonly origin: string;
  readonly url: string;
  close(): Promise<void>;
}

function headersFor(siteOrigins: readonly string[], contentType: string): Record<string, string> {
  return {
    'content-type': contentType,
    'cache-control': 'no-store',
    // Unlike the product, this page exists to be framed, but only by the site.
    'content-security-policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      `frame-ancestors 'self' ${siteOrigins.join(' ')}`,
      "form-action 'self'",
      "base-uri 'none'",
      "object-src 'none'",
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}

/** A second origin standing in for Calendly, so the site's origin check is exercised for real. */
export function startSchedulingSandbox(options: SchedulingSandboxOptions): Promise<SchedulingSandbox> {
  let origin = '';
  const bookings = new SandboxBookings(() => origin, options.webhook);

  /** The booking page's own calls: book a slot, cancel a booking (Calendly's pages do the same). */
  const handlePost = async (req: IncomingMessage, path: string) => {
    const json: unknown = JSON.parse((await readBody(req, BOOKING_BODY_LIMIT)).toString('utf8'));
    if (path === '/bookings') {
      const request = bookingRequestSchema.parse(json);
      return bookings.book({
        slot: request.slot,
        name: request.name?.trim() || null,
        email: request.email?.trim() || null,
        utmContent: request.utm_content ?? null,
      });
    }
    if (path === '/bookings/cancel') {
      const request = cancelRequestSchema.parse(json);
      return bookings.cancel(request.invitee_uri, request.reason?.trim() || null);
    }
    return undefined;
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const send = (status: number, type: string, body: string) =>
      sendBody(req, res, status, headersFor(options.siteOrigins, type), Buffer.from(body));
    if (req.method === 'POST') {
      void handlePost(req, url.pathname).then(
        (answer) =>
          answer
            ? send(200, 'application/json', JSON.stringify(answer))
            : send(404, 'text/plain; charset=utf-8', 'Not found'),
        () => send(400, 'text/plain; charset=utf-8', 'Bad request'),
      );
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(405, 'text/plain; charset=utf-8', 'Method not allowed');
    if (url.pathname === '/booking.js') return send(200, 'text/javascript; charset=utf-8', BOOKING_SCRIPT);
    if (url.pathname.split('/').pop()?.includes('.'))
      return send(404, 'text/plain; charset=utf-8', 'Not found');
    const page = renderBookingPage({
      siteOrigins: options.siteOrigins,
      name: url.searchParams.get('name') ?? '',
      email: url.searchParams.get('email') ?? '',
      slots: upcomingSlots(new Date()),
    });
    return send(200, 'text/html; charset=utf-8', page);
  };

  const server = createServer((req, res) => {
    try {
      handle(req, res);
    } catch {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      const { port } = server.address() as AddressInfo;
      origin = `http://${options.publicHostname}:${port}`;
      resolve({
        origin,
        url: `${origin}${BOOKING_PATH}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
