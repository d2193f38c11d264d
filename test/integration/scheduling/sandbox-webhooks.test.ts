import { beforeAll, describe, expect, inject, it } from 'vitest';
import { upsertOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import { getSetupCall } from '../../../functions/adapters/db/setup-calls.ts';
import { newResumeToken } from '../../../functions/domain/ids.ts';
import { mailsTo, pointAtProduct } from '../payments/support.ts';
import { staffEmail } from './support.ts';

const sandboxOrigin = new URL(inject('schedulingUrl')).origin;

beforeAll(() => {
  pointAtProduct();
});

/** What the sandbox's booking page sends when the founder books or cancels. */
async function sandbox(
  path: string,
  body: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${sandboxOrigin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: response.ok ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

describe('the scheduling sandbox', () => {
  it('sends the signed Calendly webhook when a slot is booked and when it is canceled', async () => {
    // Prepare
    const resumeToken = newResumeToken();
    await upsertOnboarding({ resume_token: resumeToken, business_name: 'Aba Market POS' });

    // Act
    const booked = await sandbox('/bookings', {
      slot: '2026-12-02T13:00:00.000Z',
      name: 'Chidi Okeke',
      email: 'chidi@example.com',
      utm_content: resumeToken,
    });
    const afterBooking = await getSetupCall(resumeToken);
    const canceled = await sandbox('/bookings/cancel', {
      invitee_uri: booked.json.inviteeUri,
      reason: 'Found another time',
    });

    // Assess
    expect(booked.status).toBe(200);
    expect(booked.json).toMatchObject({
      eventUri: expect.stringMatching(`^${sandboxOrigin}/scheduled_events/`),
      inviteeUri: expect.stringMatching('/invitees/'),
      webhookStatus: 200,
    });
    expect(afterBooking).toMatchObject({
      status: 'booked',
      start_time: '2026-12-02T13:00:00.000Z',
      invitee_name: 'Chidi Okeke',
      invitee_email: 'chidi@example.com',
      invitee_uri: booked.json.inviteeUri,
    });
    expect(canceled).toEqual({ status: 200, json: { webhookStatus: 200 } });
    expect(await getSetupCall(resumeToken)).toMatchObject({
      status: 'canceled',
      cancel_reason: 'Found another time',
    });
    const alerts = (await mailsTo(staffEmail)).filter((mail) => mail.text.includes(resumeToken));
    expect(alerts.map((mail) => mail.subject).sort()).toEqual([
      'Setup call booked: Wednesday, 2 December 2026 at 14:00 WAT',
      'Setup call canceled: Wednesday, 2 December 2026 at 14:00 WAT',
    ]);
  });

  it('cancels only bookings it made', async () => {
    const answer = await sandbox('/bookings/cancel', {
      invitee_uri: `${sandboxOrigin}/scheduled_events/x/invitees/y`,
    });

    expect(answer.status).toBe(404);
  });
});
