import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { calendlySignatureHeader } from '../../../functions/adapters/calendly/signature.ts';
import type { SandboxBooking } from '../../../functions/local/scheduling/webhooks.ts';
import { baseUrl } from '../payments/support.ts';

export const signingKey = inject('schedulingSigningKey');
export const staffEmail = inject('staffAlertEmail');
export const webhookUrl = `${baseUrl}/api/scheduling/webhook`;

/** A booking as Calendly would describe it, for the launch of `resumeToken`. */
export function bookingFor(resumeToken: string, overrides: Partial<SandboxBooking> = {}): SandboxBooking {
  const eventUri = `https://api.calendly.com/scheduled_events/${randomUUID()}`;
  return {
    eventUri,
    inviteeUri: `${eventUri}/invitees/${randomUUID()}`,
    startTime: '2026-12-01T09:00:00.000000Z',
    endTime: '2026-12-01T09:30:00.000000Z',
    name: 'Ada Obi',
    email: 'ada@example.com',
    utmContent: resumeToken,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

export interface Delivery {
  readonly body: string;
  readonly signature: string;
}

/** Signs `body` as Calendly does, with the product's key unless told otherwise. */
export function signed(body: string, options: { key?: string; atMs?: number } = {}): Delivery {
  const seconds = Math.floor((options.atMs ?? Date.now()) / 1000);
  return { body, signature: calendlySignatureHeader(options.key ?? signingKey, seconds, body) };
}

export async function deliver(
  delivery: Delivery,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'calendly-webhook-signature': delivery.signature },
    body: delivery.body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
