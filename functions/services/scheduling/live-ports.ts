/**
 * The production bindings of the scheduling ports: the signing key from Secrets Manager (locally
 * CALENDLY_WEBHOOK_SIGNING_KEY), DynamoDB through the data layer and SES through the mailer.
 */
import { calendlySigningKey } from '../../adapters/calendly/signing-key.ts';
import { fillFounderFromBooking, getOnboarding } from '../../adapters/db/onboardings.ts';
import { backReferralWithBooking } from '../referral/booking-referral.ts';
import { referralCompletionPorts } from '../referral/live-ports.ts';
import { recordSetupCall } from '../../adapters/db/setup-calls.ts';
import { claimWebhookDelivery, releaseWebhookDelivery } from '../../adapters/db/webhook-deliveries.ts';
import { optionalEnv, requiredEnv } from '../../adapters/env.ts';
import { logger } from '../../adapters/log.ts';
import { sendMail } from '../../adapters/mailer.ts';
import type { SchedulingPorts } from './ports.ts';

let ports: SchedulingPorts | undefined;

export function schedulingPorts(): SchedulingPorts {
  ports ??= {
    signingKey: calendlySigningKey,
    claimDelivery: (signature, keepUntil) => claimWebhookDelivery('calendly', signature, keepUntil),
    releaseDelivery: (signature) => releaseWebhookDelivery('calendly', signature),
    recordSetupCall,
    fillFounder: fillFounderFromBooking,
    async backReferral(resumeToken, email) {
      const onboarding = await getOnboarding(resumeToken);
      await backReferralWithBooking(referralCompletionPorts(), {
        resumeToken,
        referrerId: onboarding?.referrer_id ?? null,
        email: onboarding?.email ?? email,
      });
    },
    sendMail: async (mail) => {
      await sendMail(mail);
    },
    staffEmail: optionalEnv('STAFF_ALERT_EMAIL') ?? null,
    siteUrl: requiredEnv('SITE_URL'),
    log: logger('scheduling'),
    now: Date.now,
  };
  return ports;
}
