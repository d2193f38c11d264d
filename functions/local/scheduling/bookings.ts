import { randomUUID } from 'node:crypto';
import { SETUP_CALL_MINUTES } from '../../domain/launch-promises.ts';
import { deliverSchedulingWebhook, inviteeEventBody, type SandboxBooking } from './webhooks.ts';

/** Where the sandbox sends its webhooks, signed with the key the product checks (local configuration). */
export interface SandboxWebhook {
  readonly url: string;
  readonly signingKey: string;
}

export interface BookingRequest {
  readonly slot: string;
  readonly name: string | null;
  readonly email: string | null;
  readonly utmContent: string | null;
}

export interface BookingAnswer {
  readonly eventUri: string;
  readonly inviteeUri: string;
  /** The product's answer to the webhook; null when no webhook is configured or it was unreachable. */
  readonly webhookStatus: number | null;
}

/**
 * The sandbox's bookings, in memory: each booking and cancellation sends the signed webhook
 * Calendly would send (invitee.created, invitee.canceled) and waits for the product's answer, so
 * the booking page confirms only after the product has heard of it.
 */
export class SandboxBookings {
  private readonly bookings = new Map<string, SandboxBooking>();

  constructor(
    private readonly origin: () => string,
    private readonly webhook: SandboxWebhook | undefined,
  ) {}

  async book(request: BookingRequest): Promise<BookingAnswer | undefined> {
    const start = new Date(request.slot);
    if (Number.isNaN(start.getTime())) return undefined;
    const eventUri = `${this.origin()}/scheduled_events/${randomUUID()}`;
    const booking: SandboxBooking = {
      eventUri,
      inviteeUri: `${eventUri}/invitees/${randomUUID()}`,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + SETUP_CALL_MINUTES * 60_000).toISOString(),
      name: request.name,
      email: request.email,
      utmContent: request.utmContent,
      createdAt: new Date().toISOString(),
    };
    this.bookings.set(booking.inviteeUri, booking);
    const webhookStatus = await this.deliver(inviteeEventBody(booking));
    return { eventUri: booking.eventUri, inviteeUri: booking.inviteeUri, webhookStatus };
  }

  /** Undefined when the sandbox made no such booking. */
  async cancel(
    inviteeUri: string,
    reason: string | null,
  ): Promise<{ webhookStatus: number | null } | undefined> {
    const booking = this.bookings.get(inviteeUri);
    if (!booking) return undefined;
    const body = inviteeEventBody(booking, { reason, canceledAt: new Date().toISOString() });
    return { webhookStatus: await this.deliver(body) };
  }

  private async deliver(body: string): Promise<number | null> {
    if (!this.webhook) return null;
    try {
      return await deliverSchedulingWebhook(this.webhook.url, this.webhook.signingKey, body);
    } catch {
      // The product is stopping or unreachable: Calendly would retry later; the sandbox says so.
      return null;
    }
  }
}
