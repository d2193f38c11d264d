/**
 * Staff alerts from the table's stream (NEW_AND_OLD_IMAGES): an alert is due when a record's
 * stream image shows the state change itself (a payment becoming paid, a launch request becoming
 * submitted). The conditional and versioned writes let exactly one write make each change, so
 * each alert is sent once however many verify calls, webhooks and retries race; and the payment
 * Lambdas, at their bundle budget, carry none of this code.
 */
import { createHash } from 'node:crypto';
import type { DynamoDBRecord } from 'aws-lambda';
import { platformName } from '../../domain/platforms.ts';
import type { StaffAlert } from './alerts.ts';

type Image = Record<string, unknown>;

/** The top-level strings and numbers of a stream image: all an alert reads. */
function image(value: Record<string, { S?: string; N?: string }> | undefined): Image | undefined {
  if (!value) return undefined;
  const fields: Image = {};
  for (const [name, attribute] of Object.entries(value)) {
    if (attribute.S !== undefined) fields[name] = attribute.S;
    else if (attribute.N !== undefined) fields[name] = Number(attribute.N);
  }
  return fields;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** An alert due for this record, still without the business name a payment record lacks. */
export function alertForRecord(record: DynamoDBRecord): StaffAlert | undefined {
  if (record.eventName !== 'INSERT' && record.eventName !== 'MODIFY') return undefined;
  const pk = record.dynamodb?.Keys?.pk?.S ?? '';
  const sk = record.dynamodb?.Keys?.sk?.S ?? '';
  const now = image(record.dynamodb?.NewImage);
  const before = image(record.dynamodb?.OldImage) ?? {};
  if (!now) return undefined;
  if (pk.startsWith('payment#') && sk === 'payment') {
    const reference = text(now.reference);
    const amount = typeof now.amount_kobo === 'number' ? now.amount_kobo : null;
    if (!reference || amount === null) return undefined;
    const duplicateOf = text(now.duplicate_of);
    if (duplicateOf && !text(before.duplicate_of))
      return {
        type: 'payment.duplicate',
        reference,
        original_reference: duplicateOf,
        amount_kobo: amount,
        business_name: null,
        resume_token: text(now.resume_token),
      };
    if (now.status === 'paid' && before.status !== 'paid' && !duplicateOf)
      return {
        type: 'payment.succeeded',
        reference,
        amount_kobo: amount,
        platform: platformName(text(now.plan) ?? ''),
        business_name: null,
        resume_token: text(now.resume_token),
      };
    return undefined;
  }
  if (pk.startsWith('setup-call#') && sk === 'setup-call') {
    const token = pk.slice('setup-call#'.length);
    const start = text(now.start_time);
    const status = now.status;
    const changed = status !== before.status || now.invitee_uri !== before.invitee_uri;
    if (!start || !changed || (status !== 'booked' && status !== 'canceled')) return undefined;
    return {
      type: status === 'booked' ? 'setup_call.booked' : 'setup_call.canceled',
      start_time: start,
      business_name: null,
      resume_token: token,
      invitee_uri: text(now.invitee_uri),
    };
  }
  // Issue #30: a WhatsApp number's first message creates its chat session.
  if (
    pk.startsWith('chat#') &&
    sk === 'session' &&
    record.eventName === 'INSERT' &&
    now.channel === 'whatsapp'
  )
    return {
      type: 'whatsapp.conversation_started',
      session_id: pk.slice('chat#'.length),
      profile_name: text(now.whatsapp_profile_name),
      business_name: null,
      resume_token: null,
    };
  if (pk.startsWith('launch#') && sk === 'request') {
    const token = text(now.resume_token);
    if (token && now.last_step === 'submitted' && before.last_step !== 'submitted')
      return {
        type: 'launch_request.submitted',
        business_name: text(now.business_name),
        resume_token: token,
      };
  }
  return undefined;
}

export interface StreamAlertLookups {
  /** The business name the launch chat recorded for this resume token. */
  readonly businessName: (resumeToken: string) => Promise<string | null>;
  /** Whether the payment is now marked a duplicate (marked just after it became paid). */
  readonly isDuplicate: (reference: string) => Promise<boolean>;
  /**
   * True the first time an alert id is claimed: a batch Lambda retries (after another record of it
   * failed) or a record delivered twice does not alert twice.
   */
  readonly claim: (alertId: string) => Promise<boolean>;
}

/**
 * What makes an alert the same alert: one delivery of one event, never a slot or a time. A payment
 * becomes paid (or a duplicate) once per reference, and a launch request is submitted once; a
 * setup call is booked and canceled once per provider invitee, and booking the same slot again
 * after a cancellation is a new invitee, so staff hear of it again (issue #25).
 */
export function alertId(alert: StaffAlert): string {
  switch (alert.type) {
    case 'launch_request.submitted':
      return `${alert.type}#${alert.resume_token}`;
    case 'whatsapp.conversation_started':
      return `${alert.type}#${alert.session_id}`;
    case 'setup_call.booked':
    case 'setup_call.canceled':
      return `${alert.type}#${alert.resume_token}#${inviteeKey(alert.invitee_uri ?? alert.start_time)}`;
    // Sent by the payouts service, never from the stream (issue #29).
    case 'payout.failed':
    case 'payout.stuck':
      return alert.type;
    default:
      return `${alert.type}#${alert.reference}`;
  }
}

/** The invitee URI, short and key-safe for the claim's key. */
const inviteeKey = (uri: string): string => createHash('sha256').update(uri).digest('hex').slice(0, 32);

/** The alerts due for a batch of stream records, with the business name filled in. */
export async function alertsForRecords(
  records: readonly DynamoDBRecord[],
  lookups: StreamAlertLookups,
): Promise<StaffAlert[]> {
  const alerts: StaffAlert[] = [];
  for (const record of records) {
    const alert = alertForRecord(record);
    if (!alert) continue;
    // A second charge becomes paid, then a duplicate: staff hear of the duplicate, not of a payment.
    if (alert.type === 'payment.succeeded' && (await lookups.isDuplicate(alert.reference))) continue;
    if (!(await lookups.claim(alertId(alert)))) continue;
    if (alert.type === 'launch_request.submitted' || alert.business_name || !alert.resume_token) {
      alerts.push(alert);
      continue;
    }
    alerts.push({ ...alert, business_name: await lookups.businessName(alert.resume_token) });
  }
  return alerts;
}
