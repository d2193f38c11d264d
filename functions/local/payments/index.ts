import type { IncomingMessage, ServerResponse } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { percentDecoded } from '../../domain/percent-escape.ts';
import { sendHtml } from '../http-io.ts';
import type { MountedService } from '../gateway/server.ts';
import { renderCheckoutPage } from './checkout-page.ts';
import {
  InitializeRefusal,
  SandboxLedger,
  transactionData,
  type SandboxTransaction,
} from './transactions.ts';
import { WebhookDispatcher } from './webhooks.ts';

export interface PaystackSandboxOptions {
  /** the product's origin: authorization URLs point at `${origin}${prefix}/checkout/...` */
  readonly origin: string;
  /** where the sandbox is mounted, e.g. /_local/paystack (PAYSTACK_BASE_URL = origin + prefix) */
  readonly prefix: string;
  readonly secretKey: string;
  /** the product's webhook, which receives signed charge.success events */
  readonly webhookUrl: string;
}

export interface PaystackSandbox extends MountedService {
  close(): Promise<void>;
}

function sendPaystackJson(res: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(payload)),
    'cache-control': 'no-store',
  });
  res.end(payload);
}

const refuse = (res: ServerResponse, status: number, message: string) =>
  sendPaystackJson(res, status, { status: false, message });

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

function callbackFor(transaction: SandboxTransaction): string {
  const url = new URL(transaction.callbackUrl);
  url.searchParams.set('trxref', transaction.reference);
  url.searchParams.set('reference', transaction.reference);
  return url.href;
}

function parseJson(body: Buffer): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(body.toString('utf8') || '{}');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The local stand-in for Paystack: the API calls the product makes (initialize, verify) with
 * Paystack's request and response shapes and its secret-key check, a checkout page with Pay and
 * Decline that redirects to the callback with trxref and reference, and a signed charge.success
 * webhook after Pay. Test controls live under `${prefix}/_sandbox/` (never part of Paystack):
 * POST _sandbox/transactions/{reference} {status?, amount?, currency?} changes a transaction, and
 * POST _sandbox/transactions/{reference}/webhook delivers its charge.success now.
 */
export function createPaystackSandbox(options: PaystackSandboxOptions): PaystackSandbox {
  const ledger = new SandboxLedger();
  const webhooks = new WebhookDispatcher(options.webhookUrl, options.secretKey);
  const prefix = options.prefix.replace(/\/+$/, '');
  const expectedAuthorization = Buffer.from(`Bearer ${options.secretKey}`);

  const authorized = (req: IncomingMessage) => {
    const given = Buffer.from(String(req.headers.authorization ?? ''));
    return given.length === expectedAuthorization.length && timingSafeEqual(given, expectedAuthorization);
  };

  async function handleApi(req: IncomingMessage, res: ServerResponse, path: string, body: Buffer) {
    if (!authorized(req)) return refuse(res, 401, 'Invalid key');
    if (req.method === 'POST' && path === '/transaction/initialize') {
      const input = parseJson(body);
      if (!input) return refuse(res, 400, 'Invalid JSON');
      try {
        const transaction = ledger.initialize(input, `${options.origin}/payment-success`);
        return sendPaystackJson(res, 200, {
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: `${options.origin}${prefix}/checkout/${transaction.accessCode}`,
            access_code: transaction.accessCode,
            reference: transaction.reference,
          },
        });
      } catch (error: unknown) {
        if (error instanceof InitializeRefusal) return refuse(res, 400, error.message);
        throw error;
      }
    }
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && verify) {
      const transaction = ledger.byReferenceOf(percentDecoded(verify[1] ?? '') ?? '');
      if (!transaction) return refuse(res, 400, 'Transaction reference not found');
      return sendPaystackJson(res, 200, {
        status: true,
        message: 'Verification successful',
        data: transactionData(transaction),
      });
    }
    return refuse(res, 404, 'Not found');
  }

  async function handleCheckout(req: IncomingMessage, res: ServerResponse, path: string) {
    const [, code = '', action] = /^\/checkout\/([^/]+)(?:\/(pay|decline))?$/.exec(path) ?? [];
    const transaction = ledger.byAccessCodeOf(code);
    if (!transaction)
      return sendHtml(req, res, 404, '<!doctype html><title>Not found</title><p>No such checkout.</p>');
    if (req.method === 'GET' && !action) {
      if (transaction.status === 'abandoned') transaction.status = 'ongoing';
      return sendHtml(req, res, 200, renderCheckoutPage(transaction, `${prefix}/checkout/${code}`));
    }
    if (req.method !== 'POST' || !action) return refuse(res, 405, 'Method not allowed');
    if (transaction.status !== 'success') {
      if (action === 'pay') {
        transaction.status = 'success';
        transaction.gatewayResponse = 'Successful';
        transaction.paidAt = new Date().toISOString();
        webhooks.send(transaction);
      } else {
        transaction.status = 'failed';
        transaction.gatewayResponse = 'Declined';
      }
    }
    return redirect(res, callbackFor(transaction));
  }

  async function handleControls(res: ServerResponse, path: string, body: Buffer) {
    const [, reference = '', webhook] = /^\/_sandbox\/transactions\/([^/]+)(\/webhook)?$/.exec(path) ?? [];
    const transaction = ledger.byReferenceOf(percentDecoded(reference) ?? '');
    if (!transaction) return refuse(res, 404, 'Transaction reference not found');
    if (webhook) {
      const delivery = await webhooks.deliverNow(transaction);
      return sendPaystackJson(res, 200, { status: true, data: { webhook_status: delivery.status } });
    }
    const change = parseJson(body) ?? {};
    if (typeof change.status === 'string') transaction.status = change.status;
    if (typeof change.amount === 'number') transaction.amount = change.amount;
    if (typeof change.currency === 'string') transaction.currency = change.currency;
    if (transaction.status === 'success') transaction.paidAt ??= new Date().toISOString();
    return sendPaystackJson(res, 200, { status: true, data: transactionData(transaction) });
  }

  return {
    async handle(req, res, body) {
      const pathname = new URL(req.url ?? '/', 'http://local').pathname;
      const path = pathname.slice(prefix.length) || '/';
      if (path.startsWith('/checkout/')) return handleCheckout(req, res, path);
      if (path.startsWith('/_sandbox/') && req.method === 'POST') return handleControls(res, path, body);
      return handleApi(req, res, path, body);
    },
    async close() {
      webhooks.close();
      ledger.clear();
    },
  };
}
