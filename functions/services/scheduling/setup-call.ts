import type { CalendlyInviteeEvent, SetupCall } from '../../domain/contracts/setup-call.ts';
import { contactEmailIn } from '../../domain/founder-details.ts';

export type SetupCallOutcome = 'booked' | 'canceled' | 'already_recorded' | 'superseded';

/**
 * The next setup call from the stored one and one provider event, idempotent on the invitee URI:
 * a delivery about the booking already recorded changes nothing. A later booking (the founder
 * booked again, or rescheduled) replaces the recorded one, an earlier one arriving late does not;
 * a cancellation of an invitee other than the one recorded is about a booking already replaced and
 * changes nothing. A cancellation that arrives before its booking is recorded as canceled, and the
 * late booking then changes nothing. Calendly does not promise delivery order, hence these rules.
 */
export function nextSetupCall(
  stored: SetupCall | null,
  event: CalendlyInviteeEvent,
  confirmedAt: string,
): { setupCall: SetupCall | undefined; outcome: SetupCallOutcome } {
  const invitee = event.payload;
  const sameInvitee = stored?.invitee_uri === invitee.uri;
  const bookedAt = new Date(invitee.created_at ?? confirmedAt).toISOString();
  const booking: SetupCall = {
    status: 'booked',
    start_time: new Date(invitee.scheduled_event.start_time).toISOString(),
    invitee_name: invitee.name,
    invitee_email: invitee.email,
    invitee_uri: invitee.uri,
    booked_at: bookedAt,
    canceled_at: null,
    cancel_reason: null,
    confirmed_at: confirmedAt,
  };
  if (event.event === 'invitee.created') {
    if (sameInvitee) return { setupCall: undefined, outcome: 'already_recorded' };
    if (stored && stored.booked_at > bookedAt) return { setupCall: undefined, outcome: 'superseded' };
    return { setupCall: booking, outcome: 'booked' };
  }
  if (sameInvitee && stored.status === 'canceled')
    return { setupCall: undefined, outcome: 'already_recorded' };
  if (stored && !sameInvitee) return { setupCall: undefined, outcome: 'superseded' };
  const canceledAt = invitee.cancellation?.created_at ?? invitee.updated_at ?? confirmedAt;
  return {
    setupCall: {
      ...(stored ?? booking),
      status: 'canceled',
      canceled_at: new Date(canceledAt).toISOString(),
      cancel_reason: invitee.cancellation?.reason ?? null,
      confirmed_at: confirmedAt,
    },
    outcome: 'canceled',
  };
}

/**
 * Who booked, as the provider confirmed it, for the onboarding record's missing name and e-mail
 * (issue #26): only an address the product would accept as typed (a founder who gave it only to
 * the booking page must still be sent a payment link), and only from a booking, not a cancellation.
 */
export function founderOfBooking(call: SetupCall): { name: string | null; email: string | null } | null {
  if (call.status !== 'booked') return null;
  const email = call.invitee_email ? contactEmailIn(call.invitee_email) : null;
  const name = call.invitee_name?.trim() || null;
  return email === call.invitee_email?.trim() ? { name, email } : { name, email: null };
}
