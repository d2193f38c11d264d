import { outboundTimeoutsMs } from '../../domain/timeouts.ts';
import {
  staffAlertEmail,
  staffAlertPayload,
  signAlertBody,
  SIGNATURE_HEADER,
  type AlertMail,
  type StaffAlert,
} from './alerts.ts';

export interface StaffAlertLog {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
}

export interface StaffAlertPorts {
  /** STAFF_ALERT_EMAIL; null: no e-mail. */
  readonly staffEmail: string | null;
  readonly siteUrl: string;
  readonly sendMail: (mail: AlertMail) => Promise<void>;
  /** STAFF_ALERT_WEBHOOK_URL and its signing secret (read once, cached); null: no webhook. */
  readonly webhook: { readonly url: string; readonly secret: () => Promise<string> } | null;
  readonly post: (
    url: string,
    init: { headers: Record<string, string>; body: string; timeoutMs: number },
  ) => Promise<number>;
  readonly log: StaffAlertLog;
  /** epoch milliseconds */
  readonly now: () => number;
}

/** Short: the alert goes out after the write that made it, and must not hold anything up. */
export const WEBHOOK_TIMEOUT_MS = outboundTimeoutsMs.alertWebhook;

/** The URL without its query or fragment (a token may sit there): what a log line may name. */
export const loggableUrl = (url: string): string => {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return 'invalid URL';
  }
};

const errorName = (error: unknown) => (error instanceof Error ? error.name : 'unknown');

async function deliverWebhook(ports: StaffAlertPorts, alert: StaffAlert): Promise<void> {
  const webhook = ports.webhook;
  if (!webhook) return;
  const body = JSON.stringify(staffAlertPayload(alert, new Date(ports.now()).toISOString(), ports.siteUrl));
  try {
    const signature = signAlertBody(await webhook.secret(), body, ports.now() / 1000);
    const status = await ports.post(webhook.url, {
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      body,
      timeoutMs: WEBHOOK_TIMEOUT_MS,
    });
    if (status < 200 || status >= 300)
      ports.log.warn('staff alert webhook refused', {
        type: alert.type,
        status,
        url: loggableUrl(webhook.url),
      });
  } catch (error: unknown) {
    ports.log.warn('staff alert webhook failed', {
      type: alert.type,
      error: errorName(error),
      url: loggableUrl(webhook.url),
    });
  }
}

async function deliverMail(ports: StaffAlertPorts, alert: StaffAlert): Promise<void> {
  if (!ports.staffEmail) return;
  try {
    await ports.sendMail(staffAlertEmail(ports.staffEmail, alert, ports.siteUrl));
  } catch (error: unknown) {
    ports.log.warn('staff alert e-mail failed', { type: alert.type, error: errorName(error) });
  }
}

/**
 * Sends one alert: the e-mail (unless `mail` is false, for an alert its own service already
 * e-mailed) and the webhook, side by side. Never throws: an alert failing changes nothing done.
 */
export async function sendStaffAlert(
  ports: StaffAlertPorts,
  alert: StaffAlert,
  options: { mail?: boolean } = {},
): Promise<void> {
  await Promise.all([
    options.mail === false ? undefined : deliverMail(ports, alert),
    deliverWebhook(ports, alert),
  ]);
  ports.log.info('staff alert', { type: alert.type });
}
