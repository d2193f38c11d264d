import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { upsertOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import { newResumeToken } from '../../../functions/domain/ids.ts';
import type { ReceivedAlert } from '../../../functions/local/alerts/receiver.ts';
import { inviteeEventBody } from '../../../functions/local/scheduling/webhooks.ts';
import { awaitMail, baseUrl, pointAtProduct } from '../payments/support.ts';
import { bookingFor, deliver, signed, staffEmail } from '../scheduling/support.ts';

/**
 * Issue #25, "A re-booked call never reaches the alert webhook" and "Staff alerts carry the
 * founder's e-mail", against the local product's alert receiver (/_local/alerts.json).
 */
beforeAll(() => {
  pointAtProduct();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function deliveriesFor(resumeToken: string): Promise<ReceivedAlert[]> {
  const all = (await (await fetch(`${baseUrl}/_local/alerts.json`)).json()) as ReceivedAlert[];
  return all.filter((delivery) => delivery.body.includes(resumeToken));
}

/** Waits for `count` webhook deliveries naming `resumeToken`; fails saying so. */
async function awaitDeliveries(resumeToken: string, count: number): Promise<ReceivedAlert[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = await deliveriesFor(resumeToken);
    if (found.length >= count) return found;
    if (Date.now() > deadline)
      throw new Error(
        `waited 10 s for ${count} alert webhook deliveries for ${resumeToken}, got ${found.length}: ${found
          .map((delivery) => delivery.body)
          .join(' | ')}`,
      );
    await sleep(100);
  }
}

const typeOf = (delivery: ReceivedAlert) => (JSON.parse(delivery.body) as { type: string }).type;

describe('setup-call alerts on the webhook (issue #25)', () => {
  it('"Booked, canceled, then booked again for the same slot ... Deduplicate per delivery, not per slot": three webhook deliveries', async () => {
    // Prepare
    const resumeToken = newResumeToken();
    await upsertOnboarding({
      resume_token: resumeToken,
      name: 'Ada Obi',
      business_name: `Rebook Kitchen ${randomUUID().slice(0, 6)}`,
    });
    const first = bookingFor(resumeToken);

    // Act
    expect((await deliver(signed(inviteeEventBody(first)))).body).toMatchObject({ outcome: 'booked' });
    await awaitDeliveries(resumeToken, 1);
    const canceled = inviteeEventBody(first, { reason: 'Clash', canceledAt: new Date().toISOString() });
    expect((await deliver(signed(canceled))).body).toMatchObject({ outcome: 'canceled' });
    await awaitDeliveries(resumeToken, 2);
    // Calendly makes a new invitee for the new booking; the slot is the same.
    const again = bookingFor(resumeToken, { startTime: first.startTime, endTime: first.endTime });
    expect((await deliver(signed(inviteeEventBody(again)))).body).toMatchObject({ outcome: 'booked' });

    // Assess
    const deliveries = await awaitDeliveries(resumeToken, 3);
    expect(deliveries.map(typeOf).sort()).toEqual([
      'setup_call.booked',
      'setup_call.booked',
      'setup_call.canceled',
    ]);
    const mails = (await awaitMail(staffEmail, /Setup call (booked|canceled)/, 0)).filter((mail) =>
      mail.text.includes(resumeToken),
    );
    expect(mails).toHaveLength(3);
  });

  it('a retry of one delivery is still one alert (dedup per delivery keeps doing its job)', async () => {
    const resumeToken = newResumeToken();
    await upsertOnboarding({
      resume_token: resumeToken,
      business_name: `Retry Foods ${randomUUID().slice(0, 6)}`,
    });
    const body = inviteeEventBody(bookingFor(resumeToken));

    await deliver(signed(body));
    await deliver(signed(body, { atMs: Date.now() + 1000 }));
    await awaitDeliveries(resumeToken, 1);
    await sleep(2_500);

    expect(await deliveriesFor(resumeToken)).toHaveLength(1);
  });
});

describe('the alert webhook body (issue #25)', () => {
  it('"Staff alerts carry the founder\'s e-mail": no webhook body carries it, whatever the launch holds', async () => {
    const cases = [
      // Only an e-mail is known: the alert must not fall back to it as the "name".
      { label: 'email only', record: {} },
      { label: 'name and e-mail', record: { name: 'Chidi Okeke' } },
      { label: 'business and e-mail', record: { name: 'Chidi Okeke', business_name: 'Okeke Pay' } },
    ];
    for (const { label, record } of cases) {
      const resumeToken = newResumeToken();
      const founder = `founder-${randomUUID().slice(0, 8)}@example.com`;
      const invitee = `invitee-${randomUUID().slice(0, 8)}@example.com`;
      await upsertOnboarding({
        resume_token: resumeToken,
        email: founder,
        ...record,
      });
      const booking = bookingFor(resumeToken, { email: invitee, name: 'Chidi Okeke' });

      await deliver(signed(inviteeEventBody(booking)));
      await deliver(
        signed(inviteeEventBody(booking, { reason: 'Ill', canceledAt: new Date().toISOString() })),
      );
      const deliveries = await awaitDeliveries(resumeToken, 2);

      for (const delivery of deliveries) {
        for (const personal of [founder, invitee, founder.split('@')[0]!, invitee.split('@')[0]!, '@'])
          expect(delivery.body, `${label}: ${typeOf(delivery)}`).not.toContain(personal);
        const payload = JSON.parse(delivery.body) as Record<string, unknown>;
        // "a name, the alert type, the time and the dashboard link only"
        expect(payload.type, label).toEqual(expect.stringMatching(/^setup_call\./));
      }
    }
  });
});
