import * as z from 'zod';
import { checkCalendlySignature, SIGNATURE_TOLERANCE_SECONDS } from '../../adapters/calendly/signature.ts';
import { calendlyInviteeEventSchema, SETUP_CALL_EVENTS } from '../../domain/contracts/setup-call.ts';
import { setupCallEmail } from './emails.ts';
import { AppError, isAppError } from '../../domain/app-error.ts';
import type { OnboardingForSetupCall, SchedulingPorts } from './ports.ts';
import type { SetupCall } from '../../domain/contracts/setup-call.ts';
import { bookingRecapEmail } from './recap-email.ts';
import { founderOfBooking, nextSetupCall, type SetupCallOutcome } from './setup-call.ts';

export type SchedulingWebhookOutcome = SetupCallOutcome | 'ignored';

/** Calendly-Webhook-Signature is missing, wrong, stale or seen before; nothing was changed. */
const invalidSignature = () => AppError.unauthorized('The webhook signature is not valid.');

/** A correctly signed webhook whose body is not a Calendly invitee event. */
const invalidEvent = (detail: string) =>
  AppError.validation(`The webhook body is not a Calendly event: ${detail}`);

function parsedJson(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw invalidEvent('not JSON');
  }
}

/**
 * POST /api/scheduling/webhook. The signature is checked over the raw bytes before anything is
 * parsed, then the delivery is claimed by its signature: a forged, stale or replayed delivery is
 * refused and changes nothing. Events other than invitee.created and invitee.canceled, bookings made
 * outside the launch chat and launches the product does not know are acknowledged, so Calendly stops
 * resending them.
 */
export async function handleCalendlyWebhook(
  ports: SchedulingPorts,
  rawBody: Buffer,
  signatureHeader: string | undefined,
): Promise<SchedulingWebhookOutcome> {
  const nowMs = ports.now();
  const check = checkCalendlySignature(await ports.signingKey(), rawBody, signatureHeader, nowMs);
  if (!check.valid) {
    ports.log.warn('scheduling webhook refused', { reason: check.reason });
    throw invalidSignature();
  }
  // Kept until the timestamp alone would refuse the same delivery.
  const keepUntil = check.timestamp + 2 * SIGNATURE_TOLERANCE_SECONDS;
  if (!(await ports.claimDelivery(check.signature, keepUntil))) {
    ports.log.warn('scheduling webhook refused', { reason: 'replayed' });
    throw invalidSignature();
  }

  try {
    return await recordEvent(ports, rawBody, nowMs);
  } catch (error: unknown) {
    // Not recorded (the table failed): Calendly's retry of this delivery must not count as a replay.
    // A body that is not an event (the only validation refusal here) would fail the same way again.
    if (!(isAppError(error) && error.code === 'validation'))
      await ports.releaseDelivery(check.signature).catch(() => undefined);
    throw error;
  }
}

/** The signed, first-seen delivery: records the setup call it describes and alerts staff. */
async function recordEvent(
  ports: SchedulingPorts,
  rawBody: Buffer,
  nowMs: number,
): Promise<SchedulingWebhookOutcome> {
  const json = parsedJson(rawBody);
  const kind = z.object({ event: z.string() }).safeParse(json);
  if (!kind.success) throw invalidEvent('no event name');
  if (!(SETUP_CALL_EVENTS as readonly string[]).includes(kind.data.event)) return 'ignored';
  const parsed = calendlyInviteeEventSchema.safeParse(json);
  if (!parsed.success) throw invalidEvent(`${kind.data.event} without its invitee`);
  const event = parsed.data;
  const { resumeToken } = event.payload.tracking;
  if (!resumeToken) {
    ports.log.info('setup call without a launch token', { event: event.event });
    return 'ignored';
  }

  const confirmedAt = new Date(nowMs).toISOString();
  const recorded = await ports.recordSetupCall(resumeToken, (current) => {
    const next = nextSetupCall(current.setup_call, event, confirmedAt);
    const standing = next.setupCall ?? current.setup_call;
    return { setupCall: next.setupCall, result: { ...next, onboarding: current, standing } };
  });
  if (!recorded) {
    ports.log.info('setup call for an unknown launch', { event: event.event });
    return 'ignored';
  }
  const founder = recorded.standing && founderOfBooking(recorded.standing);
  ports.log.info('setup call webhook', { event: event.event, outcome: recorded.outcome });
  if (recorded.setupCall && ports.staffEmail) {
    // The staff dashboard opened on this prospect, the way the staff alerts link (alerts/alerts.ts).
    const dashboardUrl = `${ports.siteUrl.replace(/\/+$/, '')}/quarteradmin?prospect=${encodeURIComponent(resumeToken)}`;
    try {
      await ports.sendMail(
        setupCallEmail(ports.staffEmail, recorded.onboarding, recorded.setupCall, dashboardUrl),
      );
    } catch (error: unknown) {
      // The record is what counts; a lost alert is logged, not a reason for Calendly to resend.
      ports.log.warn('setup call e-mail failed', {
        error: error instanceof Error ? error.message : 'unknown',
      });
    }
  }
  if (recorded.outcome === 'booked' && recorded.setupCall) {
    const to = recorded.onboarding.email ?? founder?.email ?? null;
    if (to) await sendRecap(ports, to, recorded.onboarding, recorded.setupCall);
  }
  // The booking's invitee names a founder who typed nothing in the chat. Last, and also on a resent
  // delivery: a fill that failed (the delivery is released) is done by Calendly's retry, while the
  // e-mails above, already sent, are not sent again (the retry is 'already_recorded').
  if (founder) await ports.fillFounder(resumeToken, founder);
  if (recorded.outcome === 'booked') await backReferral(ports, resumeToken, founder?.email ?? null);
  return recorded.outcome;
}

/** A referral never fails a booking: a lost one is logged, and a code sign-in or payment backs it later. */
async function backReferral(
  ports: SchedulingPorts,
  resumeToken: string,
  email: string | null,
): Promise<void> {
  try {
    await ports.backReferral(resumeToken, email);
  } catch (error: unknown) {
    ports.log.warn('booking referral failed', { error: error instanceof Error ? error.message : 'unknown' });
  }
}

/** The founder's own recap of the booked call (issue #26); a lost one is logged, the record stands. */
async function sendRecap(
  ports: SchedulingPorts,
  to: string,
  onboarding: OnboardingForSetupCall,
  call: SetupCall,
): Promise<void> {
  try {
    await ports.sendMail(bookingRecapEmail(to, onboarding, call, ports.siteUrl, new Date(ports.now())));
  } catch (error: unknown) {
    ports.log.warn('booking recap e-mail failed', {
      error: error instanceof Error ? error.message : 'unknown',
    });
  }
}
