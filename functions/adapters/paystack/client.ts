import * as z from 'zod';
import { requiredEnv } from '../env.ts';
import { paystackSecretKey } from './secret.ts';
import { paystackTransactionSchema, type PaystackTransaction } from '../../domain/contracts/paystack.ts';
import { outboundTimeoutsMs } from '../../domain/timeouts.ts';
import {
  paymentProviderDown,
  type PaymentProviderDown,
  type PaymentProviderFault,
} from '../../domain/faults.ts';
import { logger } from '../log.ts';
import { builtOnFirstUse } from '../../domain/contracts/built-on-first-use.ts';

export {
  paystackTransactionSchema,
  type PaystackTransaction,
  type PaystackTransactionStatus,
} from '../../domain/contracts/paystack.ts';

const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.boolean(), message: z.string().optional(), data: data.optional() });

const initializeAnswerSchema = builtOnFirstUse(() =>
  envelope(z.object({ authorization_url: z.url(), access_code: z.string(), reference: z.string() })),
);
const verifyAnswerSchema = builtOnFirstUse(() => envelope(paystackTransactionSchema));
const refusalSchema = builtOnFirstUse(() => z.object({ status: z.literal(false), message: z.string() }));

export interface InitializeTransaction {
  readonly email: string;
  readonly amountKobo: number;
  readonly currency: string;
  readonly reference: string;
  readonly callbackUrl: string;
  readonly metadata?: Record<string, string | null>;
}

export interface InitializedTransaction {
  readonly authorizationUrl: string;
  readonly accessCode: string;
  readonly reference: string;
}

export { PAYMENT_PROVIDER_DOWN } from '../../domain/faults.ts';

/**
 * Paystack trouble, reported as a named fault (functions/domain/faults.ts) the asking service turns
 * into what the caller hears. Paystack's own wording (e.g. "Invalid key") is for our log only.
 * `paystack_unreachable`: it could not be reached or answered nonsense; `paystack_refused`: it
 * understood and said no (duplicate reference, invalid key, bad amount).
 */
function paystackFailure(reason: PaymentProviderFault, detail: string, cause?: unknown): PaymentProviderDown {
  logger('payments').error('paystack failed', { error: detail });
  return paymentProviderDown(reason, detail, cause);
}

export const unreachable = (detail: string, cause?: unknown) =>
  paystackFailure('paystack_unreachable', detail, cause);
export const refused = (detail: string) => paystackFailure('paystack_refused', detail);

export interface PaystackClient {
  initialize(transaction: InitializeTransaction): Promise<InitializedTransaction>;
  /** undefined when Paystack knows no transaction with this reference */
  verify(reference: string): Promise<PaystackTransaction | undefined>;
}

export interface PaystackClientOptions {
  readonly baseUrl: string;
  readonly secretKey: () => Promise<string>;
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

/** functions/domain/timeouts.ts: the payment Lambdas' timeout is set to outlast it. */
const TIMEOUT_MS = outboundTimeoutsMs.paystack;

/** One authenticated JSON call to Paystack; 5xx, no JSON or no answer are `paystack_unreachable`. */
export type PaystackCall = (
  path: string,
  init: { method: 'GET' | 'POST'; body?: unknown },
) => Promise<{ status: number; body: unknown }>;

export function createPaystackCall(options: PaystackClientOptions): PaystackCall {
  const base = options.baseUrl.replace(/\/+$/, '');
  const send = options.fetch ?? fetch;

  return async function call(path, init) {
    const secret = await options.secretKey();
    let response: Response;
    try {
      response = await send(`${base}${path}`, {
        method: init.method,
        headers: {
          authorization: `Bearer ${secret}`,
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
      });
    } catch (error: unknown) {
      throw unreachable(`Paystack ${path} could not be reached`, error);
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw unreachable(`Paystack ${path} answered ${response.status} without JSON`);
    }
    if (response.status >= 500) throw unreachable(`Paystack ${path} answered ${response.status}`);
    return { status: response.status, body };
  };
}

export function createPaystackClient(options: PaystackClientOptions): PaystackClient {
  const call = createPaystackCall(options);

  return {
    async initialize(transaction) {
      const { status, body } = await call('/transaction/initialize', {
        method: 'POST',
        body: {
          email: transaction.email,
          amount: transaction.amountKobo,
          currency: transaction.currency,
          reference: transaction.reference,
          callback_url: transaction.callbackUrl,
          ...(transaction.metadata ? { metadata: transaction.metadata } : {}),
        },
      });
      const answer = initializeAnswerSchema.safeParse(body);
      if (answer.success && answer.data.status && answer.data.data) {
        const { authorization_url, access_code, reference } = answer.data.data;
        return { authorizationUrl: authorization_url, accessCode: access_code, reference };
      }
      const refusal = refusalSchema.safeParse(body);
      if (refusal.success) throw refused(refusal.data.message);
      throw unreachable(`Paystack initialize answered ${status} in an unknown shape`);
    },

    async verify(reference) {
      const { status, body } = await call(`/transaction/verify/${encodeURIComponent(reference)}`, {
        method: 'GET',
      });
      const answer = verifyAnswerSchema.safeParse(body);
      if (answer.success && answer.data.status && answer.data.data) return answer.data.data;
      const refusal = refusalSchema.safeParse(body);
      if (refusal.success && (status === 400 || status === 404)) return undefined;
      if (refusal.success) throw refused(refusal.data.message);
      throw unreachable(`Paystack verify answered ${status} in an unknown shape`);
    },
  };
}

let client: PaystackClient | undefined;

/** The configured client: PAYSTACK_BASE_URL (locally the sandbox), the key as secret.ts reads it. */
export function paystackClient(): PaystackClient {
  client ??= createPaystackClient({
    baseUrl: requiredEnv('PAYSTACK_BASE_URL'),
    secretKey: paystackSecretKey,
  });
  return client;
}
