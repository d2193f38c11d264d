import type { IncomingMessage, ServerResponse } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { percentDecoded } from '../../domain/percent-escape.ts';
import { sendHtml } from '../http-io.ts';
import type { MountedService } from '../gateway/server.ts';
import type { ProductQuiet } from '../quiet.ts';
import { renderCheckoutPage } from './checkout-page.ts';
import {
  InitializeRefusal,
  SandboxLedger,
  transactionData,
  type SandboxTransaction,
} from './transactions.ts';
import { WebhookDispatcher } from './webhooks.ts';
import {
  RESOLVE_REFUSAL,
  SANDBOX_BANKS,
  signedTransferEvent,
  TRANSFER_OUTCOMES,
  TransferDesk,
  TransferRefusal,
  transferData,
  type SandboxTransfer,
  type TransferOutcome,
} from './transfers.ts';
import { renderTransfersPage } from './transfers-page.ts';

/** How long after a transfer the sandbox sends its webhook, as Paystack does a moment later. */
export const TRANSFER_WEBHOOK_DELAY_MS = 1_000;

export interface PaystackSandboxOptions {
  /** the product's origin: authorization URLs point at `${origin}${prefix}/checkout/...` */
  readonly origin: string;
  /** where the sandbox is mounted, e.g. /_local/paystack (PAYSTACK_BASE_URL = origin + prefix) */
  readonly prefix: string;
  readonly secretKey: string;
  /** the product's webhook, which receives signed charge.success events */
  readonly webhookUrl: string;
  /** Told of each webhook from when it is due until it is answered (GET /_local/idle). */
  readonly quiet?: ProductQuiet;
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
  const text = body.toString('utf8');
  // The sandbox page's plain form posts url-encoded fields.
  if (/^[\w.-]+=/.test(text) && !text.trimStart().startsWith('{'))
    return Object.fromEntries(new URLSearchParams(text));
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
  const webhooks = new WebhookDispatcher(options.webhookUrl, options.secretKey, options.quiet);
  const prefix = options.prefix.replace(/\/+$/, '');
  const expectedAuthorization = Buffer.from(`Bearer ${options.secretKey}`);
  const desk = new TransferDesk();
  const timers = new Set<NodeJS.Timeout>();

  /** The transfer's webhook a moment later, signed; success unless the sandbox was told otherwise. */
  function settleLater(transfer: SandboxTransfer, outcome: TransferOutcome) {
    if (outcome === 'pending' || outcome === 'otp') return;
    const done = options.quiet?.hold('Paystack transfer settlement') ?? (() => undefined);
    const timer = setTimeout(() => {
      timers.delete(timer);
      transfer.status = outcome;
      transfer.updated_at = new Date().toISOString();
      const event = `transfer.${outcome}`;
      const { body, signature } = signedTransferEvent(
        options.secretKey,
        event,
        transferData(transfer, desk.recipientOf(transfer)),
      );
      void fetch(options.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        body,
      })
        .then((response) => response.arrayBuffer())
        .catch(() => undefined)
        .finally(done);
    }, TRANSFER_WEBHOOK_DELAY_MS);
    timers.add(timer);
  }

  async function handleTransferApi(req: IncomingMessage, res: ServerResponse, url: URL, body: Buffer) {
    const path = url.pathname.slice(prefix.length) || '/';
    if (req.method === 'GET' && path === '/bank') {
      const banks = [...SANDBOX_BANKS].sort((a, b) => a.name.localeCompare(b.name));
      return sendPaystackJson(res, 200, {
        status: true,
        message: 'Banks retrieved',
        data: banks.map((bank, index) => ({
          id: index + 1,
          ...bank,
          country: 'Nigeria',
          currency: 'NGN',
          type: 'nuban',
          active: true,
        })),
      });
    }
    if (req.method === 'GET' && path === '/bank/resolve') {
      const accountNumber = url.searchParams.get('account_number') ?? '';
      const bankCode = url.searchParams.get('bank_code') ?? '';
      const name = desk.resolve(bankCode, accountNumber);
      if (!name) return refuse(res, 422, RESOLVE_REFUSAL);
      return sendPaystackJson(res, 200, {
        status: true,
        message: 'Account number resolved',
        data: {
          account_number: accountNumber,
          account_name: name,
          bank_id: SANDBOX_BANKS.findIndex((bank) => bank.code === bankCode) + 1,
        },
      });
    }
    if (req.method === 'POST' && path === '/transferrecipient') {
      try {
        const recipient = desk.createRecipient(parseJson(body) ?? {});
        return sendPaystackJson(res, 201, {
          status: true,
          message: 'Transfer recipient created successfully',
          data: {
            active: true,
            currency: 'NGN',
            name: recipient.name,
            recipient_code: recipient.recipient_code,
            type: 'nuban',
            details: { account_number: recipient.account_number, bank_code: recipient.bank_code },
          },
        });
      } catch (error: unknown) {
        if (error instanceof TransferRefusal) return refuse(res, error.status, error.message);
        throw error;
      }
    }
    if (req.method === 'POST' && path === '/transfer') {
      try {
        const transfer = desk.transfer(parseJson(body) ?? {});
        settleLater(transfer, desk.outcomes.get(transfer.reference) ?? 'success');
        return sendPaystackJson(res, 200, {
          status: true,
          message:
            transfer.status === 'otp' ? 'Transfer requires OTP to continue' : 'Transfer has been queued',
          data: transferData(transfer, desk.recipientOf(transfer)),
        });
      } catch (error: unknown) {
        if (error instanceof TransferRefusal) return refuse(res, error.status, error.message);
        throw error;
      }
    }
    const verify = /^\/transfer\/verify\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && verify) {
      const transfer = desk.byReference(percentDecoded(verify[1] ?? '') ?? '');
      if (!transfer) return refuse(res, 404, 'Transfer not found');
      return sendPaystackJson(res, 200, {
        status: true,
        message: 'Transfer retrieved',
        data: transferData(transfer, desk.recipientOf(transfer)),
      });
    }
    return undefined;
  }

  /** Test and developer controls of the transfer side (Paystack has none of these). */
  async function handleTransferControls(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    body: Buffer,
  ) {
    const input = parseJson(body) ?? {};
    if (path === '/_sandbox/accounts') {
      const { bank_code: bankCode, account_number: accountNumber, account_name: accountName } = input;
      if (
        typeof bankCode !== 'string' ||
        typeof accountNumber !== 'string' ||
        typeof accountName !== 'string'
      )
        return refuse(res, 400, 'bank_code, account_number and account_name are required');
      desk.register(bankCode, accountNumber, accountName);
      res.writeHead(204).end();
      return true;
    }
    if (path === '/_sandbox/next-transfer') {
      const outcome = TRANSFER_OUTCOMES.find((candidate) => candidate === input.outcome);
      if (!outcome) return refuse(res, 400, `outcome must be one of ${TRANSFER_OUTCOMES.join(', ')}`);
      // Scoped to one account number when given (tests side by side); otherwise the very next transfer.
      if (typeof input.account_number === 'string' && input.account_number !== '')
        desk.nextFor.set(input.account_number, outcome);
      else desk.next = outcome;
      // The page's form comes back to the page; a test's JSON call hears 204.
      if (String(req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded'))
        return redirect(res, `${prefix}/transfers`);
      res.writeHead(204).end();
      return true;
    }
    return undefined;
  }

  const authorized = (req: IncomingMessage) => {
    const given = Buffer.from(String(req.headers.authorization ?? ''));
    return given.length === expectedAuthorization.length && timingSafeEqual(given, expectedAuthorization);
  };

  async function handleApi(req: IncomingMessage, res: ServerResponse, path: string, body: Buffer) {
    if (!authorized(req)) return refuse(res, 401, 'Invalid key');
    const url = new URL(req.url ?? '/', 'http://local');
    if ((await handleTransferApi(req, res, url, body)) !== undefined || res.headersSent) return;
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
      if (req.method === 'GET' && path === '/transfers.json')
        return sendPaystackJson(res, 200, desk.transfers);
      if (req.method === 'GET' && path === '/recipients.json')
        return sendPaystackJson(
          res,
          200,
          desk.recipients.map(({ recipient_code, account_number, bank_code }) => ({
            recipient_code,
            account_number,
            bank_code,
          })),
        );
      if (req.method === 'GET' && (path === '/transfers' || path === '/'))
        return sendHtml(req, res, 200, renderTransfersPage(desk, prefix));
      if (path.startsWith('/_sandbox/') && req.method === 'POST') {
        if ((await handleTransferControls(req, res, path, body)) !== undefined || res.headersSent) return;
      }
      if (path.startsWith('/_sandbox/') && req.method === 'POST') return handleControls(res, path, body);
      return handleApi(req, res, path, body);
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      desk.clear();
      webhooks.close();
      ledger.clear();
    },
  };
}
