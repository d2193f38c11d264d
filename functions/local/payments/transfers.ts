import { createHmac, randomBytes } from 'node:crypto';

/** Paystack's Nigerian banks the sandbox knows (real names and codes), as `GET /bank` lists them. */
export const SANDBOX_BANKS = [
  { name: 'Access Bank', code: '044', slug: 'access-bank' },
  { name: 'Guaranty Trust Bank', code: '058', slug: 'guaranty-trust-bank' },
  { name: 'Zenith Bank', code: '057', slug: 'zenith-bank' },
  { name: 'First Bank of Nigeria', code: '011', slug: 'first-bank-of-nigeria' },
  { name: 'United Bank For Africa', code: '033', slug: 'united-bank-for-africa' },
  { name: 'Kuda Bank', code: '50211', slug: 'kuda-bank' },
  { name: 'Opay', code: '999992', slug: 'paycom' },
  { name: 'Moniepoint MFB', code: '50515', slug: 'moniepoint-mfb-ng' },
] as const;

export const TRANSFER_OUTCOMES = [
  'success',
  'failed',
  'reversed',
  'pending',
  'otp',
  'insufficient_balance',
] as const;
export type TransferOutcome = (typeof TRANSFER_OUTCOMES)[number];

export const UNRESOLVABLE_ACCOUNT = '0000000000';
export const RESOLVE_REFUSAL = 'Could not resolve account name. Check parameters or try again.';
export const INSUFFICIENT_BALANCE = 'Your balance is not enough to fulfil this request';

const FIRST_NAMES = ['ADA', 'CHIDI', 'NGOZI', 'TUNDE', 'AMAKA', 'EMEKA', 'FUNMI', 'BAYO', 'ZAINAB', 'OBINNA'];
const LAST_NAMES = [
  'OKAFOR',
  'ADEYEMI',
  'EZE',
  'BELLO',
  'OKONKWO',
  'BALOGUN',
  'NWOSU',
  'IBRAHIM',
  'OBI',
  'ADEBAYO',
];

/** The same digits always resolve to the same name: the first and last digits pick it. */
export function deterministicAccountName(accountNumber: string): string {
  const first = FIRST_NAMES[Number(accountNumber.at(-1) ?? 0)] ?? 'ADA';
  const last = LAST_NAMES[Number(accountNumber.at(-2) ?? 0)] ?? 'OKAFOR';
  return `${first} ${last}`;
}

export interface SandboxRecipient {
  readonly recipient_code: string;
  readonly account_number: string;
  readonly bank_code: string;
  readonly name: string;
}

export interface SandboxTransfer {
  readonly reference: string;
  readonly transfer_code: string;
  readonly recipient_code: string;
  readonly amount: number;
  readonly currency: string;
  readonly reason: string;
  readonly source: string;
  status: string;
  readonly created_at: string;
  updated_at: string;
}

export class TransferRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const code = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** The transfer side of the sandbox: recipients, transfers, and what the next transfer does. */
export class TransferDesk {
  readonly recipients: SandboxRecipient[] = [];
  readonly transfers: SandboxTransfer[] = [];
  private readonly names = new Map<string, string>();
  next: TransferOutcome = 'success';
  /** Outcomes for the next transfer to one account number: tests running side by side do not share them. */
  readonly nextFor = new Map<string, TransferOutcome>();

  register(bankCode: string, accountNumber: string, accountName: string): void {
    this.names.set(`${bankCode}:${accountNumber}`, accountName);
  }

  resolve(bankCode: string, accountNumber: string): string | undefined {
    if (!SANDBOX_BANKS.some((bank) => bank.code === bankCode)) return undefined;
    if (!/^\d{10}$/.test(accountNumber) || accountNumber === UNRESOLVABLE_ACCOUNT) return undefined;
    return this.names.get(`${bankCode}:${accountNumber}`) ?? deterministicAccountName(accountNumber);
  }

  createRecipient(input: Record<string, unknown>): SandboxRecipient {
    const accountNumber = String(input.account_number ?? '');
    const bankCode = String(input.bank_code ?? '');
    if (input.type !== 'nuban') throw new TransferRefusal(400, 'Recipient type is invalid');
    if (input.currency !== undefined && input.currency !== 'NGN')
      throw new TransferRefusal(400, 'Currency is not supported');
    const name = this.resolve(bankCode, accountNumber);
    if (!name) throw new TransferRefusal(400, 'Account number is invalid');
    const recipient = {
      recipient_code: code('RCP'),
      account_number: accountNumber,
      bank_code: bankCode,
      name: typeof input.name === 'string' && input.name ? input.name : name,
    };
    this.recipients.push(recipient);
    return recipient;
  }

  /** A transfer as Paystack takes it; a reference seen before is refused, as Paystack does. */
  transfer(input: Record<string, unknown>): SandboxTransfer {
    const reference = String(input.reference ?? '');
    if (!/^[a-z0-9_-]{16,50}$/.test(reference)) throw new TransferRefusal(400, 'Invalid transfer reference');
    if (this.transfers.some((transfer) => transfer.reference === reference))
      throw new TransferRefusal(400, 'Duplicate Transfer Reference');
    if (input.source !== 'balance') throw new TransferRefusal(400, 'Invalid source');
    const amount = input.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
      throw new TransferRefusal(400, 'Invalid amount');
    const recipient = this.recipients.find((candidate) => candidate.recipient_code === input.recipient);
    if (!recipient) throw new TransferRefusal(400, 'Recipient specified is invalid');
    const scoped = this.nextFor.get(recipient.account_number);
    const outcome = scoped ?? this.next;
    if (scoped) this.nextFor.delete(recipient.account_number);
    else this.next = 'success';
    if (outcome === 'insufficient_balance') throw new TransferRefusal(400, INSUFFICIENT_BALANCE);
    const now = new Date().toISOString();
    const transfer: SandboxTransfer = {
      reference,
      transfer_code: code('TRF'),
      recipient_code: recipient.recipient_code,
      amount,
      currency: typeof input.currency === 'string' ? input.currency : 'NGN',
      reason: typeof input.reason === 'string' ? input.reason : '',
      source: 'balance',
      status: outcome === 'otp' ? 'otp' : 'pending',
      created_at: now,
      updated_at: now,
    };
    this.transfers.push(transfer);
    this.outcomes.set(reference, outcome);
    return transfer;
  }

  /** What each transfer was told to become, for the webhook after it. */
  readonly outcomes = new Map<string, TransferOutcome>();

  byReference(reference: string): SandboxTransfer | undefined {
    return this.transfers.find((transfer) => transfer.reference === reference);
  }

  recipientOf(transfer: SandboxTransfer): SandboxRecipient | undefined {
    return this.recipients.find((recipient) => recipient.recipient_code === transfer.recipient_code);
  }

  clear(): void {
    this.recipients.length = 0;
    this.transfers.length = 0;
    this.outcomes.clear();
    this.names.clear();
    this.nextFor.clear();
    this.next = 'success';
  }
}

/** Paystack's transfer `data`, as the webhook and verify carry it. */
export function transferData(transfer: SandboxTransfer, recipient: SandboxRecipient | undefined) {
  return {
    amount: transfer.amount,
    currency: transfer.currency,
    domain: 'test',
    reason: transfer.reason,
    reference: transfer.reference,
    source: transfer.source,
    status: transfer.status,
    transfer_code: transfer.transfer_code,
    created_at: transfer.created_at,
    updated_at: transfer.updated_at,
    transferred_at: transfer.status === 'success' ? transfer.updated_at : null,
    recipient: recipient
      ? {
          recipient_code: recipient.recipient_code,
          type: 'nuban',
          currency: 'NGN',
          name: recipient.name,
          details: { account_number: recipient.account_number, bank_code: recipient.bank_code },
        }
      : null,
  };
}

/** A transfer event signed as Paystack signs it: HMAC-SHA512 of exactly these bytes. */
export function signedTransferEvent(secretKey: string, event: string, data: unknown) {
  const body = JSON.stringify({ event, data });
  return { body, signature: createHmac('sha512', secretKey).update(body).digest('hex') };
}
