/**
 * What the payout use cases (issue #29) need from the outside world. `live-ports.ts` binds them to
 * DynamoDB, Paystack Transfers, the field key and SES; unit tests bind in-memory fakes.
 */
import type {
  PayoutAccountRecord,
  PayoutRecord,
  ReferralActivityRecord,
  ReferralApplicant,
} from '../../domain/contracts/records/index.ts';

export type { PayoutAccountRecord, PayoutRecord, ReferralActivityRecord, ReferralApplicant };

export interface Bank {
  readonly code: string;
  readonly name: string;
}

/** What Paystack answered a transfer: sent (pending, success...) or refused with its words. */
export type TransferAnswer =
  | { readonly outcome: 'sent'; readonly status: string; readonly transferCode: string | null }
  | { readonly outcome: 'refused'; readonly message: string };

/** A transfer as Paystack's verify reports it. */
export interface VerifiedTransfer {
  readonly status: string;
  readonly transferCode: string | null;
  readonly reason: string | null;
}

/** Paystack Transfers, as the payouts need them. */
export interface TransferProvider {
  listBanks(): Promise<readonly Bank[]>;
  /** The account's name, or undefined when Paystack cannot resolve it at that bank. */
  resolveAccount(bankCode: string, accountNumber: string): Promise<string | undefined>;
  /** A `nuban` NGN recipient; its code. Refusals answer `{ refused }`. */
  createRecipient(account: {
    name: string;
    accountNumber: string;
    bankCode: string;
  }): Promise<{ readonly code: string } | { readonly refused: string }>;
  transfer(transfer: {
    amountKobo: number;
    recipientCode: string;
    reference: string;
    reason: string;
  }): Promise<TransferAnswer>;
  /** undefined when Paystack knows no transfer with this reference. */
  verifyTransfer(reference: string): Promise<VerifiedTransfer | undefined>;
}

/** A commission's payout change, applied to each activity it pays with the payout's own change. */
export interface PayoutSettlement {
  readonly status: 'paid' | 'failed';
  readonly at: string;
  readonly transferCode: string | null;
  readonly message: string | null;
  /** Which payout states may move (paid: approved; failed: approved, or paid for a reversal). */
  readonly from: readonly PayoutRecord['status'][];
}

export interface PayoutStore {
  getAccount(referrerId: string): Promise<PayoutAccountRecord | undefined>;
  saveAccount(account: PayoutAccountRecord): Promise<void>;
  setRecipientCode(referrerId: string, recipientCode: string): Promise<void>;
  /** The partner's link code with this hash and its expiry, if one was issued. */
  getLinkCode(
    referrerId: string,
    codeHash: string,
  ): Promise<{ code_hash: string; expires_at: string } | undefined>;
  saveLinkCode(referrerId: string, codeHash: string, expiresAt: string): Promise<void>;
  listActivities(referrerId: string): Promise<readonly ReferralActivityRecord[]>;
  listPayouts(referrerId: string): Promise<readonly PayoutRecord[]>;
  getPayoutByReference(reference: string): Promise<PayoutRecord | undefined>;
  /**
   * Writes the approved payout and claims each activity for it in ONE transaction, each activity
   * conditional on being completed and in no approved or paid payout. False when any was taken:
   * two approvals of the same commissions make one payout.
   */
  createPayout(payout: PayoutRecord, activities: readonly ReferralActivityRecord[]): Promise<boolean>;
  setTransferCode(payout: PayoutRecord, transferCode: string): Promise<void>;
  /**
   * Moves the payout and its activities in one transaction, conditional on the payout's status
   * being in `from`. False when it was not (a replay, or an event out of order): nothing changed.
   */
  settlePayout(payout: PayoutRecord, settlement: PayoutSettlement): Promise<boolean>;
  markStuckAlerted(payout: PayoutRecord, at: string): Promise<boolean>;
  listPartners(): Promise<readonly ReferralApplicant[]>;
  getPartnerByToken(token: string): Promise<ReferralApplicant | undefined>;
  getPartner(id: string): Promise<ReferralApplicant | undefined>;
  /** Business names of referred launches, by onboarding resume token. */
  businessName(resumeToken: string): Promise<string | null>;
}

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** Structured log lines; never an account number or e-mail address. */
export interface PayoutLog {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
}

/** One line per staff reveal of an account number: who, whose, when. Never the value. */
export interface PayoutAccountRevealAudit {
  readonly event: 'payout_account.revealed';
  readonly admin_sub: string;
  readonly admin_email: string | null;
  readonly referrer_id: string;
  readonly at: string;
}

export interface PayoutPorts {
  readonly store: PayoutStore;
  readonly provider: TransferProvider;
  readonly seal: (accountNumber: string, referrerId: string) => Promise<string>;
  readonly open: (sealed: string, referrerId: string) => Promise<string>;
  readonly sendMail: (mail: OutgoingMail) => Promise<void>;
  /** The staff alert webhook (the e-mail is this service's own); absent: e-mail only. */
  readonly staffAlert?: (type: 'payout.failed' | 'payout.stuck') => Promise<void>;
  readonly audit: (line: PayoutAccountRevealAudit) => void;
  readonly log: PayoutLog;
  readonly newId: () => string;
  readonly newReference: () => string;
  readonly hashLinkCode: (code: string) => string;
  /** PAYOUT_CHANGE_HOLD_MINUTES (default 1440). */
  readonly holdMinutes: number;
  readonly siteUrl: string;
  /** STAFF_ALERT_EMAIL; null: logged only. */
  readonly staffEmail: string | null;
  /** epoch milliseconds */
  readonly now: () => number;
}

/**
 * What settling a payout needs (a transfer webhook, the reconcile, an approval Paystack answered at
 * once): the payout by reference, the one transaction that settles it, the partner for the alert.
 * The payments webhook binds only these, so its Lambda carries no account, transfer or KMS code.
 */
export type PayoutSettlementPorts = Pick<
  PayoutPorts,
  'sendMail' | 'staffAlert' | 'log' | 'siteUrl' | 'staffEmail' | 'now'
> & {
  readonly store: Pick<PayoutStore, 'getPayoutByReference' | 'settlePayout' | 'getPartner'>;
};
