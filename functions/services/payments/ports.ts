/**
 * What the payment use cases need from the outside world. `live-ports.ts` binds them to DynamoDB,
 * Paystack, SES and the referral programme; unit tests bind in-memory fakes.
 */
import type { PaymentOutcome } from '../../domain/contracts/payments.ts';

/** A payment as stored (Payment entity), keyed by its provider reference. */
export interface PaymentRecord {
  readonly reference: string;
  readonly amount_kobo: number;
  readonly currency: string;
  readonly plan: string;
  /** the setup fee inside amount_kobo (absent on payments made before it was recorded) */
  readonly setup_fee_kobo?: number | null;
  readonly tier: string | null;
  readonly customer_email: string;
  readonly customer_id: string | null;
  readonly resume_token: string | null;
  readonly referrer_id: string | null;
  readonly status: 'initialized' | 'paid' | 'failed';
  /** optional: stored once Paystack initialized the checkout */
  readonly authorization_url?: string | null;
  readonly created_at?: string;
  readonly duplicate_of?: string | null;
}

export interface NewPaymentRecord {
  readonly reference: string;
  readonly amount_kobo: number;
  readonly currency: string;
  readonly plan: string;
  /** the plan's setup fee inside amount_kobo: what the referral commission is 10% of */
  readonly setup_fee_kobo: number;
  readonly tier: string;
  readonly customer_email: string;
  readonly customer_id: string;
  readonly resume_token: string;
  readonly referrer_id: string | null;
}

export interface PaidEvidence {
  readonly paid_at?: string;
  readonly paid_amount_kobo: number;
  readonly channel?: string;
  readonly confirmed_by: 'verify' | 'webhook';
}

export interface PaymentStore {
  create(payment: NewPaymentRecord): Promise<void>;
  get(reference: string): Promise<PaymentRecord | undefined>;
  /**
   * The one idempotent transition: a conditional write that moves the payment to paid. Exactly one
   * caller per reference ever sees `transitioned: true`, whatever the number and order of callers.
   */
  markPaid(
    reference: string,
    evidence: PaidEvidence,
  ): Promise<{ transitioned: boolean; payment: PaymentRecord | undefined }>;
  /** Never overrides paid. */
  markFailed(reference: string): Promise<void>;
  /** Every payment of a launch, by its resume token. */
  listForLaunch(resumeToken: string): Promise<readonly PaymentRecord[]>;
  setAuthorizationUrl(reference: string, authorizationUrl: string): Promise<void>;
  markDuplicate(reference: string, original: string): Promise<void>;
}

/** The provider's view of a transaction (Paystack verify answer, charge.success data). */
export interface ProviderTransaction {
  readonly reference: string;
  readonly status: string;
  /** kobo */
  readonly amount: number;
  readonly currency: string;
  readonly paid_at?: string | null;
  readonly channel?: string | null;
}

export interface PaymentProvider {
  initialize(transaction: {
    email: string;
    amountKobo: number;
    currency: string;
    reference: string;
    callbackUrl: string;
    metadata?: Record<string, string | null>;
  }): Promise<{ authorizationUrl: string }>;
  /** undefined when the provider knows no such transaction */
  verify(reference: string): Promise<ProviderTransaction | undefined>;
}

/** The launch-chat record an admin sends a payment link from (business_onboarding). */
export interface OnboardingSnapshot {
  readonly resume_token: string;
  readonly name: string | null;
  readonly email: string | null;
  readonly business_name: string | null;
  readonly idea: string | null;
  readonly chat_session_id: string | null;
  readonly business_type: string | null;
  readonly stage_completed: string | null;
  readonly last_step: string | null;
  readonly needs_help_with: readonly string[];
  readonly referrer_id: string | null;
  /** The platform and setup fee (whole naira) staff agreed on the call and sent the link for. */
  readonly agreed_plan: string | null;
  readonly agreed_setup_fee: number | null;
  /** When staff last sent a payment link (optional: fakes and old records may lack it). */
  readonly payment_link_sent_at?: string | null;
}

/** What staff agreed on the call, stored with the link: the checkout charges it, never the browser. */
export interface AgreedOffer {
  readonly plan: string;
  /** Whole naira. */
  readonly setupFee: number;
  readonly sentAt: string;
}

export interface ChatLine {
  readonly role: 'user' | 'assistant';
  readonly content: string;
}

export interface NewLaunchRequest {
  readonly resume_token: string;
  readonly email: string;
  readonly name: string | null;
  readonly business_name: string | null;
  readonly business_type: string | null;
  readonly ai_summary: string;
}

export interface LaunchRequestOpener {
  exists(resumeToken: string): Promise<boolean>;
  open(request: NewLaunchRequest): Promise<void>;
}

export interface ReferralRecorder {
  /** Records a pending referral for the payer once; repeated calls are no-ops ('already_referred'). */
  record(referral: {
    referrerId: string;
    referredEmail: string;
    resumeToken: string | null;
  }): Promise<string>;
  /**
   * The founder behind a referred e-mail proved it (signed in with a code to pay) or paid: their
   * pending referral may now show on the referrer's dashboard. Idempotent.
   */
  prove(referredEmail: string): Promise<void>;
}

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** Structured log lines; never an e-mail address, BVN or bank detail. */
export interface PaymentLog {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
}

export interface PaymentPorts {
  readonly payments: PaymentStore;
  readonly provider: PaymentProvider;
  readonly onboarding: {
    get(resumeToken: string): Promise<OnboardingSnapshot | undefined>;
    recordOffer(resumeToken: string, offer: AgreedOffer): Promise<void>;
  };
  /**
   * The launch chat's conversation (empty when none was saved): under the session id the onboarding
   * record names, or for records saved before it did, under 'launch_' + the resume token.
   */
  readonly launchChat: (resumeToken: string, chatSessionId: string | null) => Promise<readonly ChatLine[]>;
  readonly launchRequests: LaunchRequestOpener;
  readonly referrals: ReferralRecorder;
  readonly sendMail: (mail: OutgoingMail) => Promise<void>;
  readonly secretKey: () => Promise<string>;
  readonly log: PaymentLog;
  readonly newReference: () => string;
  readonly newResumeToken: () => string;
  /** Public origin for e-mailed links and the provider's callback (SITE_URL). */
  readonly siteUrl: string;
  /** Where staff alerts go (STAFF_ALERT_EMAIL); null: logged and counted only. */
  readonly staffEmail: string | null;
  /** epoch milliseconds */
  readonly now: () => number;
}

export type { PaymentOutcome };
