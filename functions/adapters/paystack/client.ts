import * as z from 'zod';
import { requiredEnv } from '../env.ts';
import { paystackSecretKey } from './secret.ts';
import { outboundTimeoutsMs } from '../../domain/timeouts.ts';

/** Paystack's transaction statuses; success is the only one that means money arrived. */
export type PaystackTransactionStatus =
  | 'success'
  | 'failed'
  | 'abandoned'
  | 'ongoing'
  | 'pending'
  | 'processing'
  | 'queued'
  | 'reversed'
  | (string & {});

/** The fields of a transaction the product reads (GET /transaction/verify and charge.success data). */
export const paystackTransactionSchema = z.object({
  reference: z.string(),
  status: z.string(),
  /** kobo */
  amount: z.number().int(),
  currency: z.string(),
  paid_at: z.string().nullish(),
  channel: z.string().nullish(),
  customer: z.object({ email: z.string().nullish() }).nullish(),
});
export type PaystackTransaction = z.infer<typeof paystackTransactionSchema>;

const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.boolean(), message: z.string().optional(), data: data.optional() });

const initializeAnswerSchema = envelope(
  z.object({ authorization_url: z.url(), access_code: z.string(), reference: z.string() }),
);
const verifyAnswerSchema = envelope(paystackTransactionSchema);
const refusalSchema = z.object({ status: z.literal(false), message: z.string() });

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

/** Paystack could not be reached or answered nonsense: a 502 for the caller, worth a retry. */
export class PaystackUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PaystackUnavailableError';
  }
}

/** Paystack understood and said no (duplicate reference, invalid key, bad amount). */
export class PaystackRefusedError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PaystackRefusedError';
  }
}

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

export function createPaystackClient(options: PaystackClientOptions): PaystackClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const send = options.fetch ?? fetch;

  async function call(path: string, init: { method: 'GET' | 'POST'; body?: unknown }) {
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
      throw new PaystackUnavailableError(`Paystack ${path} could not be reached`, { cause: error });
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new PaystackUnavailableError(`Paystack ${path} answered ${response.status} without JSON`);
    }
    if (response.status >= 500)
      throw new PaystackUnavailableError(`Paystack ${path} answered ${response.status}`);
    return { status: response.status, body };
  }

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
      if (refusal.success) throw new PaystackRefusedError(status, refusal.data.message);
      throw new PaystackUnavailableError(`Paystack initialize answered ${status} in an unknown shape`);
    },

    async verify(reference) {
      const { status, body } = await call(`/transaction/verify/${encodeURIComponent(reference)}`, {
        method: 'GET',
      });
      const answer = verifyAnswerSchema.safeParse(body);
      if (answer.success && answer.data.status && answer.data.data) return answer.data.data;
      const refusal = refusalSchema.safeParse(body);
      if (refusal.success && (status === 400 || status === 404)) return undefined;
      if (refusal.success) throw new PaystackRefusedError(status, refusal.data.message);
      throw new PaystackUnavailableError(`Paystack verify answered ${status} in an unknown shape`);
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
