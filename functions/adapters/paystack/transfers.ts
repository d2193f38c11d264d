import * as z from 'zod';
import { requiredEnv } from '../env.ts';
import type { Bank, TransferProvider } from '../../services/payouts/ports.ts';
import { createPaystackCall, refused, unreachable, type PaystackClientOptions } from './client.ts';
import { paystackSecretKey } from './secret.ts';
import { outboundTimeoutsMs } from '../../domain/timeouts.ts';
import { builtOnFirstUse } from '../../domain/contracts/built-on-first-use.ts';

const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.boolean(), message: z.string().optional(), data: data.optional() });
const refusalSchema = builtOnFirstUse(() => z.object({ status: z.literal(false), message: z.string() }));

/** The data of an answer Paystack says succeeded; undefined for a refusal or any other shape. */
function dataOf<T extends z.ZodType>(schema: ReturnType<typeof envelope<T>>, body: unknown) {
  const answer = schema.safeParse(body);
  return answer.success && answer.data.status ? answer.data.data : undefined;
}

const banksSchema = builtOnFirstUse(() =>
  envelope(z.array(z.object({ code: z.string(), name: z.string() }).loose())),
);
const resolveSchema = builtOnFirstUse(() => envelope(z.object({ account_name: z.string() }).loose()));
const recipientSchema = builtOnFirstUse(() => envelope(z.object({ recipient_code: z.string() }).loose()));
const transferSchema = builtOnFirstUse(() =>
  envelope(
    z
      .object({ status: z.string(), transfer_code: z.string().nullish(), reference: z.string().nullish() })
      .loose(),
  ),
);
const verifySchema = builtOnFirstUse(() =>
  envelope(
    z
      .object({ status: z.string(), transfer_code: z.string().nullish(), reason: z.string().nullish() })
      .loose(),
  ),
);

/**
 * Paystack's own refusal of a recipient or a transfer: its message, for staff to read. A refused key
 * (401) is ours to fix, not a payout's failure, so it is thrown; any other answer is unreachable.
 */
function refusalOf(status: number, body: unknown, endpoint: string): string {
  const refusal = refusalSchema.safeParse(body);
  if (refusal.success && status === 401) throw refused(refusal.data.message);
  if (refusal.success) return refusal.data.message;
  throw unreachable(`Paystack ${endpoint} answered ${status} in an unknown shape`);
}

/**
 * Paystack Transfers (https://paystack.com/docs/transfers/): the bank list, account resolve,
 * transfer recipients, transfers and their verify. A refusal Paystack words itself (insufficient
 * balance, an invalid account) is answered as such, for staff to read; only an unreachable or
 * nonsensical Paystack is a 502.
 */
export function createTransferProvider(options: PaystackClientOptions): TransferProvider {
  const call = createPaystackCall(options);
  // Bank list, resolve and recipients are quick: a shorter limit keeps each payout handler in budget.
  const lookup = createPaystackCall({
    ...options,
    timeoutMs: options.timeoutMs ?? outboundTimeoutsMs.paystackLookup,
  });
  let banks: readonly Bank[] | undefined;

  return {
    async listBanks() {
      if (banks) return banks;
      const { status, body } = await lookup('/bank?country=nigeria&currency=NGN', { method: 'GET' });
      const listed = dataOf(banksSchema, body);
      if (!listed) throw unreachable(`Paystack bank list answered ${status} in an unknown shape`);
      banks = listed.map(({ code, name }) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name));
      return banks;
    },

    async resolveAccount(bankCode, accountNumber) {
      const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
      const { status, body } = await lookup(`/bank/resolve?${query}`, { method: 'GET' });
      const resolved = dataOf(resolveSchema, body);
      if (resolved) return resolved.account_name;
      if (refusalSchema.safeParse(body).success && status >= 400 && status < 500) return undefined;
      throw unreachable(`Paystack resolve answered ${status} in an unknown shape`);
    },

    async createRecipient(account) {
      const { status, body } = await lookup('/transferrecipient', {
        method: 'POST',
        body: {
          type: 'nuban',
          name: account.name,
          account_number: account.accountNumber,
          bank_code: account.bankCode,
          currency: 'NGN',
        },
      });
      const recipient = dataOf(recipientSchema, body);
      if (recipient) return { code: recipient.recipient_code };
      return { refused: refusalOf(status, body, 'transferrecipient') };
    },

    async transfer(transfer) {
      const { status, body } = await call('/transfer', {
        method: 'POST',
        body: {
          source: 'balance',
          amount: transfer.amountKobo,
          recipient: transfer.recipientCode,
          reference: transfer.reference,
          reason: transfer.reason,
          currency: 'NGN',
        },
      });
      const sent = dataOf(transferSchema, body);
      if (sent) return { outcome: 'sent', status: sent.status, transferCode: sent.transfer_code ?? null };
      return { outcome: 'refused', message: refusalOf(status, body, 'transfer') };
    },

    async verifyTransfer(reference) {
      const { status, body } = await call(`/transfer/verify/${encodeURIComponent(reference)}`, {
        method: 'GET',
      });
      const verified = dataOf(verifySchema, body);
      if (verified)
        return {
          status: verified.status,
          transferCode: verified.transfer_code ?? null,
          reason: verified.reason ?? null,
        };
      const refusal = refusalSchema.safeParse(body);
      if (refusal.success && (status === 400 || status === 404)) return undefined;
      if (refusal.success) throw refused(refusal.data.message);
      throw unreachable(`Paystack transfer verify answered ${status} in an unknown shape`);
    },
  };
}

let provider: TransferProvider | undefined;

/** The configured provider: PAYSTACK_BASE_URL (locally the sandbox), the key as secret.ts reads it. */
export function paystackTransfers(): TransferProvider {
  provider ??= createTransferProvider({
    baseUrl: requiredEnv('PAYSTACK_BASE_URL'),
    secretKey: paystackSecretKey,
  });
  return provider;
}
