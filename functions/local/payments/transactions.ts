import { randomBytes, randomInt } from 'node:crypto';
import { isSimpleEmail } from '../../domain/email.ts';

/** One transaction of the sandbox, in Paystack's words. */
export interface SandboxTransaction {
  readonly id: number;
  readonly reference: string;
  readonly accessCode: string;
  readonly email: string;
  amount: number;
  currency: string;
  status: string;
  gatewayResponse: string | null;
  readonly callbackUrl: string;
  readonly metadata: unknown;
  readonly createdAt: string;
  paidAt: string | null;
}

export class InitializeRefusal extends Error {}

const REFERENCE_PATTERN = /^[A-Za-z0-9.=-]{1,100}$/;

/** The sandbox's ledger: in memory, one per running product. */
export class SandboxLedger {
  private readonly byReference = new Map<string, SandboxTransaction>();
  private readonly byAccessCode = new Map<string, SandboxTransaction>();

  /** POST /transaction/initialize, with Paystack's refusals for the inputs the product could get wrong. */
  initialize(input: Record<string, unknown>, defaultCallbackUrl: string): SandboxTransaction {
    const email = typeof input.email === 'string' ? input.email.trim() : '';
    if (!isSimpleEmail(email)) throw new InitializeRefusal('Invalid Email Address Passed');
    const amount = Number(input.amount);
    if (!Number.isInteger(amount) || amount < 100) throw new InitializeRefusal('Invalid Amount Sent');
    const reference =
      typeof input.reference === 'string' && input.reference !== ''
        ? input.reference
        : randomBytes(8).toString('hex');
    if (!REFERENCE_PATTERN.test(reference))
      throw new InitializeRefusal(
        'Invalid transaction reference: only -, ., = and alphanumeric characters allowed.',
      );
    if (this.byReference.has(reference)) throw new InitializeRefusal('Duplicate Transaction Reference');
    const transaction: SandboxTransaction = {
      id: randomInt(1_000_000_000, 9_999_999_999),
      reference,
      accessCode: randomBytes(9).toString('base64url'),
      email,
      amount,
      currency: typeof input.currency === 'string' && input.currency ? input.currency.toUpperCase() : 'NGN',
      status: 'abandoned',
      gatewayResponse: null,
      callbackUrl:
        typeof input.callback_url === 'string' && input.callback_url
          ? input.callback_url
          : defaultCallbackUrl,
      metadata: input.metadata ?? null,
      createdAt: new Date().toISOString(),
      paidAt: null,
    };
    this.byReference.set(reference, transaction);
    this.byAccessCode.set(transaction.accessCode, transaction);
    return transaction;
  }

  byReferenceOf(reference: string): SandboxTransaction | undefined {
    return this.byReference.get(reference);
  }

  byAccessCodeOf(code: string): SandboxTransaction | undefined {
    return this.byAccessCode.get(code);
  }

  clear(): void {
    this.byReference.clear();
    this.byAccessCode.clear();
  }
}

/** The `data` of GET /transaction/verify/:reference and of the charge.success event. */
export function transactionData(transaction: SandboxTransaction) {
  const paid = transaction.status === 'success';
  return {
    id: transaction.id,
    domain: 'test',
    status: transaction.status,
    reference: transaction.reference,
    amount: transaction.amount,
    message: null,
    gateway_response: transaction.gatewayResponse,
    paid_at: transaction.paidAt,
    created_at: transaction.createdAt,
    channel: 'card',
    currency: transaction.currency,
    ip_address: '127.0.0.1',
    metadata: transaction.metadata,
    fees: paid ? Math.min(Math.round(transaction.amount * 0.015) + 10_000, 200_000) : null,
    customer: {
      id: transaction.id % 100_000_000,
      first_name: null,
      last_name: null,
      email: transaction.email,
      customer_code: `CUS_sandbox${transaction.id}`,
      phone: null,
      metadata: null,
      risk_action: 'default',
    },
    authorization: paid
      ? {
          authorization_code: `AUTH_sandbox${transaction.id}`,
          bin: '408408',
          last4: '4081',
          exp_month: '12',
          exp_year: '2030',
          channel: 'card',
          card_type: 'visa ',
          bank: 'TEST BANK',
          country_code: 'NG',
          brand: 'visa',
          reusable: true,
          signature: `SIG_sandbox${transaction.id}`,
        }
      : null,
  };
}
