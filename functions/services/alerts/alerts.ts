/**
 * Staff alerts (issue #19): what staff hear about, as an e-mail to STAFF_ALERT_EMAIL and, when
 * STAFF_ALERT_WEBHOOK_URL is set, as signed JSON. Pure: no I/O here, so tests compose and verify.
 * The webhook leaves the product, so its body carries the alert's type, the business name, the time
 * and the dashboard link only (issue #25): no e-mail, phone, BVN, ID, bank detail, amount or
 * reference. The e-mails go to staff's own inbox and may say more (the setup-call e-mail names who
 * booked, with their e-mail, so staff can reach them).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { formatNaira, koboToNaira } from '../../domain/money.ts';
import { duplicatePaymentEmail, page } from '../payments/emails.ts';
import { platformProduct } from '../../domain/mail-words.ts';
import { lagosCallTime } from '../scheduling/emails.ts';

export type StaffAlert =
  | {
      readonly type: 'payment.succeeded';
      readonly reference: string;
      readonly amount_kobo: number;
      readonly platform: string;
      readonly business_name: string | null;
      readonly resume_token: string | null;
    }
  | {
      readonly type: 'payment.duplicate';
      readonly reference: string;
      readonly original_reference: string;
      readonly amount_kobo: number;
      readonly business_name: string | null;
      readonly resume_token: string | null;
    }
  | {
      readonly type: 'launch_request.submitted';
      readonly business_name: string | null;
      readonly resume_token: string;
    }
  | {
      /** Booked or canceled as the scheduling provider confirmed it; e-mailed by the scheduling service. */
      readonly type: 'setup_call.booked' | 'setup_call.canceled';
      readonly start_time: string;
      readonly business_name: string | null;
      readonly resume_token: string;
      /**
       * The scheduling provider's invitee this event is about (one per booking): with the type, what
       * makes the alert one delivery, so a slot booked again after a cancellation alerts again.
       */
      readonly invitee_uri: string | null;
    }
  | {
      /** A number wrote to Q on WhatsApp for the first time (issue #30). */
      readonly type: 'whatsapp.conversation_started';
      readonly session_id: string;
      /** The founder's WhatsApp profile name: in staff's e-mail only, never in the webhook. */
      readonly profile_name: string | null;
      readonly business_name: null;
      readonly resume_token: null;
    }
  | {
      /**
       * A referral payout failed or was reversed, or is still not final after a day (issue #29). Its
       * own e-mail is sent by the payouts service; the webhook carries only that it happened.
       */
      readonly type: 'payout.failed' | 'payout.stuck';
      readonly business_name: null;
      readonly resume_token: null;
    };

export type StaffAlertType = StaffAlert['type'];

export interface AlertMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** Where staff open one prospect's journey: the dashboard, with the resume token. */
export const prospectUrl = (siteUrl: string, resumeToken: string): string =>
  `${siteUrl.replace(/\/+$/, '')}/quarteradmin?prospect=${encodeURIComponent(resumeToken)}`;

const dashboardUrl = (siteUrl: string) => `${siteUrl.replace(/\/+$/, '')}/quarteradmin`;

const named = (business: string | null) => business ?? 'A business (name not given yet)';

/** The e-mail for one alert. */
export function staffAlertEmail(to: string, alert: StaffAlert, siteUrl: string): AlertMail {
  const link = alert.resume_token ? prospectUrl(siteUrl, alert.resume_token) : dashboardUrl(siteUrl);
  let subject: string;
  let paragraphs: string[];
  switch (alert.type) {
    case 'payment.succeeded': {
      const amount = formatNaira(koboToNaira(alert.amount_kobo));
      subject = `Payment received: ${amount} from ${named(alert.business_name)}`;
      paragraphs = [
        `${named(alert.business_name)} paid ${amount} for the ${platformProduct(alert.platform)} (reference ${alert.reference}).`,
        'Their launch request is open; they complete it next.',
      ];
      break;
    }
    case 'payment.duplicate':
      // The text staff already know (payments/emails.ts).
      return duplicatePaymentEmail(
        to,
        { reference: alert.reference, amountKobo: alert.amount_kobo },
        alert.original_reference,
        alert.resume_token ?? 'unknown',
      );
    case 'setup_call.booked':
    case 'setup_call.canceled': {
      const booked = alert.type === 'setup_call.booked';
      const when = lagosCallTime(alert.start_time);
      subject = booked ? `Setup call booked: ${when}` : `Setup call canceled: ${when}`;
      paragraphs = [
        `${named(alert.business_name)}: setup call ${booked ? 'booked' : 'canceled'} for ${when}.`,
      ];
      break;
    }
    case 'whatsapp.conversation_started':
      subject = `New WhatsApp conversation: ${alert.profile_name ?? 'a founder'}`;
      paragraphs = [
        `${alert.profile_name ?? 'A founder'} wrote to Q on WhatsApp for the first time. Q is answering; you can take the conversation over from Chat Sessions.`,
      ];
      break;
    case 'payout.failed':
    case 'payout.stuck':
      subject =
        alert.type === 'payout.failed' ? 'A referral payout failed' : 'A referral payout is not final';
      paragraphs = ['See the Payouts tab on the staff dashboard.'];
      break;
    case 'launch_request.submitted':
      subject = `Launch request submitted: ${named(alert.business_name)}`;
      paragraphs = [
        `${named(alert.business_name)} submitted their launch request. Review it within the promised time.`,
      ];
      break;
  }
  const label = alert.resume_token ? 'Open the prospect' : 'Open the staff dashboard';
  return {
    to,
    subject,
    text: [...paragraphs, '', `${label}: ${link}`].join('\n\n'),
    html: page(paragraphs, { href: link, label }),
  };
}

/** The webhook's JSON (it leaves the product): what happened, to which business, when, and where to look. */
export interface StaffAlertPayload {
  readonly type: StaffAlertType;
  readonly business_name: string | null;
  readonly occurred_at: string;
  /** The prospect on the staff dashboard (behind staff sign-in), or the dashboard itself. */
  readonly dashboard_url: string;
}

/** Built field by field, never by spreading the alert: a field added to an alert stays inside. */
export function staffAlertPayload(alert: StaffAlert, occurredAt: string, siteUrl: string): StaffAlertPayload {
  return {
    type: alert.type,
    business_name: alert.business_name,
    occurred_at: occurredAt,
    dashboard_url: alert.resume_token ? prospectUrl(siteUrl, alert.resume_token) : dashboardUrl(siteUrl),
  };
}

export const SIGNATURE_HEADER = 'X-Quarter-Signature';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, the scheme Calendly and Stripe use. */
export function signAlertBody(secret: string, body: string, unixSeconds: number): string {
  const t = Math.floor(unixSeconds);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** What a receiver does: checks the signature over the raw body and that it is at most `toleranceSeconds` old. */
export function verifyAlertSignature(
  secret: string,
  header: string | null | undefined,
  body: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = new Map(
    (header ?? '').split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(signAlertBody(secret, body, t).split('v1=')[1] ?? '', 'hex');
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
