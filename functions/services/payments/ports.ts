/**
 * What the payment use cases need from the outside world. `live-ports.ts` binds them to DynamoDB,
 * Paystack, SES and the referral programme; unit tests bind in-memory fakes.
 */
import type { PaymentOutcome } from '../../domain/contracts/payments.ts';
import type {
  Given,
  LaunchRequest,
  Onboarding,
  Payment,
  StoredChatMessage,
} from '../../domain/contracts/records/index.ts';

/**
 * A payment as stored (records/payment.ts), keyed by its provider reference. The fields added to
 * the record later are optional here: fakes, and payments stored before them, may lack them.
 */
export type PaymentRecord = Pick<
  Payment,
  | 'reference'
  | 'amount_kobo'
  | 'currency'
  | 'plan'
  | 'tier'
  | 'customer_email'
  | 'customer_id'
  | 'resume_token'
  | 'referrer_id'
  | 'status'
> &
  Partial<Pick<Payment, 'setup_fee_kobo' | 'authorization_url' | 'created_at' | 'duplicate_of'>>;

/** A new checkout: the setup fee is what the referral commission is 10% of. */
export type NewPaymentRecord = Pick<
  Payment,
  'reference' | 'amount_kobo' | 'currency' | 'plan' | 'customer_email' | 'referrer_id' | 'customer_id'
> &
  Given<Payment, 'setup_fee_kobo' | 'tier' | 'resume_token'>;

/** What the provider confirmed. */
export type PaidEvidence = Given<Payment, 'paid_amount_kobo' | 'confirmed_by'> &
  Partial<Given<Payment, 'paid_at' | 'channel'>>;

export interface PaymentStore {
  /** 'taken': a payment with this reference exists already (nothing was written). */
  create(payment: NewPaymentRecord): Promise<'created' | 'taken'>;
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

/**
 * The launch-chat record an admin sends a payment link from (business_onboarding). When staff last
 * sent a link is optional: fakes and old records may lack it.
 */
export type OnboardingSnapshot = Pick<
  Onboarding,
  | 'resume_token'
  | 'name'
  | 'email'
  | 'business_name'
  | 'idea'
  | 'chat_session_id'
  | 'business_type'
  | 'stage_completed'
  | 'last_step'
  | 'needs_help_with'
  | 'referrer_id'
  | 'agreed_plan'
  | 'agreed_setup_fee'
> &
  Partial<Pick<Onboarding, 'payment_link_sent_at'>>;

/** What staff agreed on the call, stored with the link: the checkout charges it, never the browser. */
export interface AgreedOffer {
  readonly plan: string;
  /** Whole naira. */
  readonly setupFee: number;
  readonly sentAt: string;
  /** The address staff sent the link to, kept when the record had none: the link's checkout pays as it. */
  readonly email?: string | undefined;
}

export type ChatLine = Pick<StoredChatMessage, 'role' | 'content'>;

/** The launch request a payment opens, with the staff summary of the launch chat. */
export type NewLaunchRequest = Pick<
  LaunchRequest,
  'resume_token' | 'name' | 'business_name' | 'business_type'
> &
  Given<LaunchRequest, 'email' | 'ai_summary'>;

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

/**
 * What confirming a paid charge needs (the webhook, and verify after its Paystack call): no
 * checkout, no Paystack client, no new references. The payments webhook binds only these, so its
 * Lambda has room for the referral payouts' transfer events (issue #29) within the bundle cap.
 */
export type PaymentConfirmationPorts = Omit<
  PaymentPorts,
  'payments' | 'provider' | 'onboarding' | 'newReference' | 'newResumeToken'
> & {
  readonly payments: Pick<
    PaymentStore,
    'get' | 'markPaid' | 'markFailed' | 'listForLaunch' | 'markDuplicate'
  >;
  readonly onboarding: Pick<PaymentPorts['onboarding'], 'get'>;
};

export type { PaymentOutcome };
