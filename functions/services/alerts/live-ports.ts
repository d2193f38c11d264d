/**
 * Production bindings of the staff alerts: SES through the mailer, the webhook by fetch with a
 * short timeout, its signing secret from Secrets Manager (STAFF_ALERT_WEBHOOK_SECRET_ARN, read once
 * per cold start) or locally STAFF_ALERT_WEBHOOK_SECRET, and the table for the business name.
 */
import { getOnboarding } from '../../adapters/db/onboardings.ts';
import { getPayment } from '../../adapters/db/payments.ts';
import { claimWebhookDelivery } from '../../adapters/db/webhook-deliveries.ts';
import { optionalEnv, requiredEnv } from '../../adapters/env.ts';
import { logger } from '../../adapters/log.ts';
import { sendMail } from '../../adapters/mailer.ts';
import { cachedSecretString } from '../../adapters/secret-string.ts';
import type { StaffAlertPorts } from './send.ts';
import type { StreamAlertLookups } from './stream-alerts.ts';

let ports: StaffAlertPorts | undefined;

export function staffAlertPorts(): StaffAlertPorts {
  const url = optionalEnv('STAFF_ALERT_WEBHOOK_URL');
  ports ??= {
    staffEmail: optionalEnv('STAFF_ALERT_EMAIL') ?? null,
    siteUrl: requiredEnv('SITE_URL'),
    sendMail: async (mail) => {
      await sendMail(mail);
    },
    webhook: url
      ? {
          url,
          secret: cachedSecretString({
            arnVariable: 'STAFF_ALERT_WEBHOOK_SECRET_ARN',
            localVariable: 'STAFF_ALERT_WEBHOOK_SECRET',
          }),
        }
      : null,
    post: async (target, init) => {
      const response = await fetch(target, {
        method: 'POST',
        headers: init.headers,
        body: init.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(init.timeoutMs),
      });
      await response.body?.cancel();
      return response.status;
    },
    log: logger('alerts'),
    now: Date.now,
  };
  return ports;
}

/** What the stream alerts look up in the table: the business name, duplicates, each alert's claim. */
export function streamAlertPorts(): StreamAlertLookups {
  return {
    businessName: async (resumeToken) => (await getOnboarding(resumeToken))?.business_name ?? null,
    isDuplicate: async (reference) => Boolean((await getPayment(reference))?.duplicate_of),
    // Kept a month: far past any stream retry.
    claim: (id) => claimWebhookDelivery('staff-alert', id, Math.floor(Date.now() / 1000) + 30 * 86_400),
  };
}
