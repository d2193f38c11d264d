import type {
  ChatLine,
  NewLaunchRequest,
  OnboardingSnapshot,
  OutgoingMail,
  PaymentPorts,
  PaymentRecord,
  ProviderTransaction,
} from '../../../functions/services/payments/ports.ts';

export const SECRET = 'sk_test_unit';

/**
 * In-memory payment ports. The store's markPaid is a real compare-and-set on the status, as the
 * DynamoDB conditional write is, so concurrent confirmations exercise the same rule.
 */
export function fakePaymentPorts(overrides: Partial<PaymentPorts> = {}) {
  const payments = new Map<string, PaymentRecord>();
  const transactions = new Map<string, ProviderTransaction>();
  const onboardings = new Map<string, OnboardingSnapshot>();
  const launchRequests = new Map<string, NewLaunchRequest>();
  const referrals: Array<{ referrerId: string; referredEmail: string }> = [];
  /** referred e-mails proven by a checkout or a payment */
  const proven: string[] = [];
  const mails: OutgoingMail[] = [];
  const chats = new Map<string, ChatLine[]>();
  const initialized: Array<{ reference: string; amountKobo: number; callbackUrl: string; email: string }> =
    [];
  let counter = 0;
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

  const ports: PaymentPorts = {
    payments: {
      async create(payment) {
        if (payments.has(payment.reference)) return 'taken';
        payments.set(payment.reference, {
          ...payment,
          status: 'initialized',
          created_at: new Date(Date.UTC(2026, 0, 5, 10, 0, 0)).toISOString(),
        });
        return 'created';
      },
      async get(reference) {
        await tick();
        return payments.get(reference);
      },
      async markPaid(reference) {
        await tick();
        const stored = payments.get(reference);
        if (!stored || stored.status === 'paid') return { transitioned: false, payment: stored };
        const paid = { ...stored, status: 'paid' as const };
        payments.set(reference, paid);
        return { transitioned: true, payment: paid };
      },
      async markFailed(reference) {
        const stored = payments.get(reference);
        if (stored?.status === 'initialized') payments.set(reference, { ...stored, status: 'failed' });
      },
      async listForLaunch(resumeToken) {
        return [...payments.values()].filter((payment) => payment.resume_token === resumeToken);
      },
      async setAuthorizationUrl(reference, authorizationUrl) {
        const stored = payments.get(reference);
        if (stored) payments.set(reference, { ...stored, authorization_url: authorizationUrl });
      },
      async markDuplicate(reference, original) {
        const stored = payments.get(reference);
        if (stored) payments.set(reference, { ...stored, duplicate_of: original });
      },
    },
    provider: {
      async initialize(transaction) {
        initialized.push(transaction);
        return { authorizationUrl: `https://checkout.paystack.com/${transaction.reference}` };
      },
      async verify(reference) {
        await tick();
        return transactions.get(reference);
      },
    },
    onboarding: {
      get: async (token) => onboardings.get(token),
      async recordOffer(token, offer) {
        const stored = onboardings.get(token);
        if (stored)
          onboardings.set(token, { ...stored, agreed_plan: offer.plan, agreed_setup_fee: offer.setupFee });
      },
    },
    launchChat: async (token, chatSessionId) => chats.get(chatSessionId ?? token) ?? [],
    launchRequests: {
      exists: async (token) => {
        await tick();
        return launchRequests.has(token);
      },
      open: async (request) => {
        launchRequests.set(request.resume_token, request);
      },
    },
    referrals: {
      async record(referral) {
        // The referral store claims each referred e-mail once.
        if (referrals.some((entry) => entry.referredEmail === referral.referredEmail))
          return 'already_referred';
        referrals.push(referral);
        return 'recorded';
      },
      async prove(referredEmail) {
        proven.push(referredEmail);
      },
    },
    sendMail: async (mail) => {
      mails.push(mail);
    },
    secretKey: async () => SECRET,
    log: { info: () => undefined, warn: () => undefined },
    newReference: () => `qtr-unit${++counter}`,
    newResumeToken: () => '11111111-2222-4333-8444-555555555555',
    siteUrl: 'https://quarter.example',
    staffEmail: 'staff@quarter.example',
    now: () => Date.UTC(2026, 0, 5, 10, 0, 0),
    ...overrides,
  };
  return {
    ports,
    payments,
    transactions,
    onboardings,
    launchRequests,
    referrals,
    proven,
    mails,
    chats,
    initialized,
  };
}

export function storedPayment(overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    reference: 'qtr-abc',
    amount_kobo: 500_000_000,
    currency: 'NGN',
    plan: 'banking-platform',
    tier: 'basic',
    customer_email: 'founder@example.com',
    customer_id: 'sub-1',
    resume_token: '0b3e9a52-6d1f-4a8e-b7c4-5e2d1f0a9c8b',
    referrer_id: null,
    status: 'initialized',
    ...overrides,
  };
}

export const success = (
  payment: PaymentRecord,
  overrides: Partial<ProviderTransaction> = {},
): ProviderTransaction => ({
  reference: payment.reference,
  status: 'success',
  amount: payment.amount_kobo,
  currency: payment.currency,
  paid_at: '2026-01-06T10:00:00.000Z',
  channel: 'card',
  ...overrides,
});

export function onboarding(resumeToken: string, referrerId: string | null = null): OnboardingSnapshot {
  return {
    resume_token: resumeToken,
    name: null,
    email: null,
    business_name: null,
    idea: null,
    chat_session_id: null,
    business_type: null,
    stage_completed: null,
    last_step: null,
    needs_help_with: [],
    referrer_id: referrerId,
    agreed_plan: null,
    agreed_setup_fee: null,
  };
}
