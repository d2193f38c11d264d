import { calendlySignatureHeader } from '../../adapters/calendly/signature.ts';

/** A booking made on the scheduling sandbox, with the URIs Calendly would give it. */
export interface SandboxBooking {
  readonly eventUri: string;
  readonly inviteeUri: string;
  readonly startTime: string;
  readonly endTime: string;
  readonly name: string | null;
  readonly email: string | null;
  /** utm_content of the booking page's URL: the launch chat's resume token. */
  readonly utmContent: string | null;
  readonly createdAt: string;
}

export interface SandboxCancellation {
  readonly reason: string | null;
  readonly canceledAt: string;
}

/**
 * The body of Calendly's invitee.created / invitee.canceled webhook, with the fields Calendly sends
 * that the product reads (and a few it does not, so the parser is tried against a realistic shape).
 */
export function inviteeEventBody(booking: SandboxBooking, cancellation?: SandboxCancellation): string {
  const canceled = Boolean(cancellation);
  return JSON.stringify({
    event: canceled ? 'invitee.canceled' : 'invitee.created',
    created_at: cancellation?.canceledAt ?? booking.createdAt,
    created_by: 'https://api.calendly.com/users/SANDBOX',
    payload: {
      uri: booking.inviteeUri,
      event: booking.eventUri,
      name: booking.name,
      email: booking.email,
      status: canceled ? 'canceled' : 'active',
      timezone: 'Africa/Lagos',
      rescheduled: false,
      created_at: booking.createdAt,
      updated_at: cancellation?.canceledAt ?? booking.createdAt,
      scheduled_event: {
        uri: booking.eventUri,
        name: 'Setup call',
        status: canceled ? 'canceled' : 'active',
        start_time: booking.startTime,
        end_time: booking.endTime,
      },
      tracking: {
        utm_campaign: null,
        utm_source: null,
        utm_medium: null,
        utm_content: booking.utmContent,
        utm_term: null,
        salesforce_uuid: null,
      },
      ...(cancellation
        ? {
            cancellation: {
              canceled_by: booking.name,
              canceler_type: 'invitee',
              reason: cancellation.reason,
              created_at: cancellation.canceledAt,
            },
          }
        : {}),
    },
  });
}

/** Sends one webhook signed as Calendly signs it, timestamped now; answers the product's status. */
export async function deliverSchedulingWebhook(
  webhookUrl: string,
  signingKey: string,
  body: string,
  nowMs: number = Date.now(),
): Promise<number> {
  const response = await fetch(webhookUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'calendly-webhook-signature': calendlySignatureHeader(signingKey, Math.floor(nowMs / 1000), body),
    },
    body,
  });
  await response.arrayBuffer();
  return response.status;
}
