import { beforeAll, describe, expect, it } from 'vitest';
import { upsertOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import { getSetupCall } from '../../../functions/adapters/db/setup-calls.ts';
import { newResumeToken } from '../../../functions/domain/ids.ts';
import { inviteeEventBody } from '../../../functions/local/scheduling/webhooks.ts';
import { mailsTo, pointAtProduct } from '../payments/support.ts';
import { bookingFor, deliver, signed, staffEmail } from './support.ts';

beforeAll(() => {
  pointAtProduct();
});

/** A launch chat that reached the booking step: the onboarding record the webhook must find. */
async function launchAtBooking(): Promise<string> {
  const resumeToken = newResumeToken();
  await upsertOnboarding({ resume_token: resumeToken, name: 'Ada Obi', business_name: 'Obi Kitchen' });
  return resumeToken;
}

const alertsFor = async (resumeToken: string) =>
  (await mailsTo(staffEmail)).filter((mail) => mail.text.includes(resumeToken));

describe('POST /api/scheduling/webhook', () => {
  it('records the booked call on the launch named by utm_content, once, and e-mails staff once', async () => {
    // Prepare
    const resumeToken = await launchAtBooking();
    const booking = bookingFor(resumeToken);
    const body = inviteeEventBody(booking);

    // Act
    const first = await deliver(signed(body));
    const recorded = await getSetupCall(resumeToken);
    // Calendly's retry of the same event: signed again, a second later.
    const second = await deliver(signed(body, { atMs: Date.now() + 1000 }));
    // The alert is sent before the webhook is answered.
    const [alert] = await alertsFor(resumeToken);

    // Assess
    expect(first).toEqual({ status: 200, body: { received: true, outcome: 'booked' } });
    expect(second).toEqual({ status: 200, body: { received: true, outcome: 'already_recorded' } });
    expect(recorded).toMatchObject({
      status: 'booked',
      start_time: '2026-12-01T09:00:00.000Z',
      invitee_name: 'Ada Obi',
      invitee_email: 'ada@example.com',
      invitee_uri: booking.inviteeUri,
      canceled_at: null,
    });
    expect(await getSetupCall(resumeToken)).toEqual(recorded);
    expect(await alertsFor(resumeToken)).toHaveLength(1);
    expect(alert?.subject).toBe('Setup call booked: Tuesday, 1 December 2026 at 10:00 WAT');
    expect(alert?.text).toContain('Ada Obi <ada@example.com> (Obi Kitchen) booked a setup call');
  });

  it('refuses a forged, replayed or stale delivery with 401 and changes nothing', async () => {
    const resumeToken = await launchAtBooking();
    const booking = bookingFor(resumeToken);
    const accepted = signed(inviteeEventBody(booking));
    expect((await deliver(accepted)).status).toBe(200);
    const before = await getSetupCall(resumeToken);
    const cancel = inviteeEventBody(booking, { reason: 'forged', canceledAt: new Date().toISOString() });

    const forged = await deliver(signed(cancel, { key: 'not-the-signing-key' }));
    const tampered = await deliver({ body: cancel, signature: accepted.signature });
    const replayed = await deliver(accepted);
    const stale = await deliver(signed(cancel, { atMs: Date.now() - 4 * 60_000 }));

    for (const answer of [forged, tampered, replayed, stale]) {
      expect(answer).toEqual({
        status: 401,
        body: { error: { code: 'unauthorized', message: 'The webhook signature is not valid.' } },
      });
    }
    expect(await getSetupCall(resumeToken)).toEqual(before);
    expect(await alertsFor(resumeToken)).toHaveLength(1);
  });

  it('records a cancellation with its time and reason, and e-mails staff', async () => {
    const resumeToken = await launchAtBooking();
    const booking = bookingFor(resumeToken);
    await deliver(signed(inviteeEventBody(booking)));

    const canceled = await deliver(
      signed(
        inviteeEventBody(booking, { reason: 'Travelling that week', canceledAt: '2026-11-20T08:15:00Z' }),
      ),
    );

    expect(canceled.body).toEqual({ received: true, outcome: 'canceled' });
    expect(await getSetupCall(resumeToken)).toMatchObject({
      status: 'canceled',
      start_time: '2026-12-01T09:00:00.000Z',
      canceled_at: '2026-11-20T08:15:00.000Z',
      cancel_reason: 'Travelling that week',
    });
    const subjects = (await alertsFor(resumeToken)).map((mail) => mail.subject).sort();
    expect(subjects).toEqual([
      'Setup call booked: Tuesday, 1 December 2026 at 10:00 WAT',
      'Setup call canceled: Tuesday, 1 December 2026 at 10:00 WAT',
    ]);
  });

  it('acknowledges a booking for no known launch without recording anything', async () => {
    const unknown = newResumeToken();

    const answer = await deliver(signed(inviteeEventBody(bookingFor(unknown))));

    expect(answer.body).toEqual({ received: true, outcome: 'ignored' });
    expect(await getSetupCall(unknown)).toBeNull();
  });
});
