/**
 * The production bindings of the payment ports: DynamoDB through the data layer, Paystack through
 * its client (locally the sandbox, by PAYSTACK_BASE_URL), SES through the mailer and the referral
 * programme's own use case. Built on first use, after the local runtime has set the environment.
 */
import {
  listPaymentsForLaunch,
  markPaymentDuplicate,
  setAuthorizationUrl,
} from '../../adapters/db/payments.ts';
import { proveReferredEmail } from '../../adapters/db/referrals.ts';
import { optionalEnv, requiredEnv } from '../../adapters/env.ts';
import { sendMail } from '../../adapters/mailer.ts';
import { getChatSession } from '../../adapters/db/chat-sessions.ts';
import { getLaunchRequest, saveLaunchRequestStep } from '../../adapters/db/launch-requests.ts';
import { getOnboarding, upsertOnboarding } from '../../adapters/db/onboardings.ts';
import { createPayment, getPayment, markPaymentFailed, markPaymentPaid } from '../../adapters/db/payments.ts';
import { paystackClient } from '../../adapters/paystack/client.ts';
import { paystackSecretKey } from '../../adapters/paystack/secret.ts';
import { launchChatSessionHeader, newResumeToken, randomString } from '../../domain/ids.ts';
import { recordReferralFromLaunch } from '../referral/attribution.ts';
import { referralCompletionPorts } from '../referral/live-ports.ts';
import type { PaymentConfirmationPorts, PaymentLog, PaymentPorts, PaymentStore } from './ports.ts';
import { logger } from '../../adapters/log.ts';

const REFERENCE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** 'qtr-' + 20 random characters: Paystack allows letters, digits, '-', '.' and '='. */
export const newPaymentReference = (): string => `qtr-${randomString(20, REFERENCE_ALPHABET)}`;

export const dynamoPaymentStore: PaymentStore = {
  create: createPayment,
  get: getPayment,
  markPaid: markPaymentPaid,
  async markFailed(reference) {
    await markPaymentFailed(reference);
  },
  listForLaunch: listPaymentsForLaunch,
  setAuthorizationUrl,
  markDuplicate: markPaymentDuplicate,
};

export const consolePaymentLog: PaymentLog = logger('payments');

let confirmationPorts: PaymentConfirmationPorts | undefined;

/**
 * What confirming a paid charge binds, and only that: the payments webhook uses these alone, so
 * its Lambda carries no checkout or Paystack client code (issue #29: room for transfer events).
 */
export function paymentConfirmationPorts(): PaymentConfirmationPorts {
  confirmationPorts ??= {
    payments: {
      get: getPayment,
      markPaid: markPaymentPaid,
      async markFailed(reference) {
        await markPaymentFailed(reference);
      },
      listForLaunch: listPaymentsForLaunch,
      markDuplicate: markPaymentDuplicate,
    },
    onboarding: { get: getOnboarding },
    launchChat: async (resumeToken, chatSessionId) =>
      (await getChatSession(chatSessionId ?? launchChatSessionHeader(resumeToken)))?.conversation_data ?? [],
    launchRequests: {
      exists: async (resumeToken) => (await getLaunchRequest(resumeToken)) !== undefined,
      async open(request) {
        // Created once: the exists() check before it may be stale by now.
        await saveLaunchRequestStep({ ...request, last_step: 'paid', only_if_new: true });
      },
    },
    referrals: {
      async record(referral) {
        const { outcome } = await recordReferralFromLaunch(referralCompletionPorts(), {
          referrerId: referral.referrerId,
          referredEmail: referral.referredEmail,
          onboardingResumeToken: referral.resumeToken,
        });
        return outcome;
      },
      async prove(referredEmail) {
        await proveReferredEmail(referredEmail);
      },
    },
    sendMail: async (mail) => {
      await sendMail(mail);
    },
    secretKey: paystackSecretKey,
    log: consolePaymentLog,
    siteUrl: requiredEnv('SITE_URL'),
    staffEmail: optionalEnv('STAFF_ALERT_EMAIL') ?? null,
    now: Date.now,
  };
  return confirmationPorts;
}

let ports: PaymentPorts | undefined;

export function paymentPorts(): PaymentPorts {
  ports ??= {
    ...paymentConfirmationPorts(),
    payments: dynamoPaymentStore,
    provider: paystackClient(),
    onboarding: {
      get: getOnboarding,
      async recordOffer(resumeToken, offer) {
        await upsertOnboarding({
          resume_token: resumeToken,
          agreed_plan: offer.plan,
          agreed_setup_fee: offer.setupFee,
          payment_link_sent_at: offer.sentAt,
          email: offer.email,
        });
      },
    },
    newReference: newPaymentReference,
    newResumeToken,
  };
  return ports;
}
