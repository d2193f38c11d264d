import { describe, expect, it } from 'vitest';
import { calendlySignatureHeader } from '../../../functions/adapters/calendly/signature.ts';
import type { SetupCall } from '../../../functions/domain/contracts/setup-call.ts';
import { inviteeEventBody, type SandboxBooking } from '../../../functions/local/scheduling/webhooks.ts';
import { handleCalendlyWebhook } from '../../../functions/services/scheduling/webhook.ts';
import type {
  OnboardingForSetupCall,
  OutgoingMail,
  SchedulingPorts,
} from '../../../functions/services/scheduling/ports.ts';

const KEY = 'calendly-unit-key';
const TOKEN = '0b3e9a52-6d1f-4a8e-b7c4-5e2d1f0a9c8b';
const NOW = Date.parse('2026-03-01T10:00:00.000Z');

/** In-memory stand-ins for DynamoDB and SES: the use case itself runs as in production. */
function fakePorts(records: OnboardingForSetupCall[] = []) {
  const seen = new Set<string>();
  let failWrites = false;
  const mails: OutgoingMail[] = [];
  const founderMails: OutgoingMail[] = [];
  const backedReferrals: { resumeToken: string; email: string | null }[] = [];
  const store = new Map(records.map((record) => [record.resume_token, record]));
  let now = NOW;
  const ports: SchedulingPorts = {
    signingKey: async () => KEY,
    claimDelivery: async (signature) => !seen.has(signature) && Boolean(seen.add(signature)),
    releaseDelivery: async (signature) => {
      seen.delete(signature);
    },
    recordSetupCall: async (resumeToken, decide) => {
      if (failWrites) throw new Error('ProvisionedThroughputExceededException');
      const current = store.get(resumeToken);
      if (!current) return undefined;
      const { setupCall, result } = decide(current);
      if (setupCall) store.set(resumeToken, { ...current, setup_call: setupCall });
      return result;
    },
    fillFounder: async (resumeToken, given) => {
      const current = store.get(resumeToken);
      if (!current) return;
      store.set(resumeToken, {
        ...current,
        name: current.name ?? given.name,
        email: current.email ?? given.email,
      });
    },
    backReferral: async (resumeToken, email) => {
      backedReferrals.push({ resumeToken, email });
    },
    // Staff alerts apart from the founder's own recap (issue #26), so each is counted on its own.
    sendMail: async (mail) => {
      (mail.to === 'staff@quarter.test' ? mails : founderMails).push(mail);
    },
    staffEmail: 'staff@quarter.test',
    siteUrl: 'https://quarter.test',
    log: { info: () => undefined, warn: () => undefined },
    now: () => now,
  };
  return {
    ports,
    mails,
    founderMails,
    backedReferrals,
    record: (token = TOKEN) => store.get(token),
    setupCall: (token = TOKEN): SetupCall | null | undefined => store.get(token)?.setup_call,
    advance: (seconds: number) => {
      now += seconds * 1000;
    },
    failWrites: (fail: boolean) => {
      failWrites = fail;
    },
  };
}

const founder = (setupCall: SetupCall | null = null): OnboardingForSetupCall => ({
  resume_token: TOKEN,
  name: 'Ada Obi',
  email: 'ada@example.com',
  business_name: 'Obi Kitchen',
  setup_call: setupCall,
});

const booking = (overrides: Partial<SandboxBooking> = {}): SandboxBooking => ({
  eventUri: 'https://api.calendly.com/scheduled_events/E1',
  inviteeUri: 'https://api.calendly.com/scheduled_events/E1/invitees/I1',
  startTime: '2026-03-02T09:00:00.000000Z',
  endTime: '2026-03-02T09:30:00.000000Z',
  name: 'Ada Obi',
  email: 'Ada@Example.com',
  utmContent: TOKEN,
  createdAt: '2026-03-01T09:59:50.000000Z',
  ...overrides,
});

function delivery(body: string, signedAtMs = NOW, key = KEY) {
  return {
    body: Buffer.from(body),
    header: calendlySignatureHeader(key, Math.floor(signedAtMs / 1000), body),
  };
}

const send = (ports: SchedulingPorts, sent: { body: Buffer; header: string | undefined }) =>
  handleCalendlyWebhook(ports, sent.body, sent.header);

describe('the Calendly webhook', () => {
  it('records a booking on the onboarding record named by utm_content and alerts staff once', async () => {
    // Prepare
    const fake = fakePorts([founder()]);

    // Act
    const outcome = await send(fake.ports, delivery(inviteeEventBody(booking())));
    fake.advance(30);
    const again = await send(fake.ports, delivery(inviteeEventBody(booking()), NOW + 30_000));

    // Assess
    expect(outcome).toBe('booked');
    expect(again).toBe('already_recorded');
    expect(fake.setupCall()).toEqual({
      status: 'booked',
      start_time: '2026-03-02T09:00:00.000Z',
      invitee_name: 'Ada Obi',
      invitee_email: 'ada@example.com',
      invitee_uri: booking().inviteeUri,
      booked_at: '2026-03-01T09:59:50.000Z',
      canceled_at: null,
      cancel_reason: null,
      confirmed_at: '2026-03-01T10:00:00.000Z',
    });
    expect(fake.mails).toHaveLength(1);
    expect(fake.mails[0]).toMatchObject({ to: 'staff@quarter.test' });
    expect(fake.mails[0]?.subject).toBe('Setup call booked: Monday, 2 March 2026 at 10:00 WAT');
    expect(fake.mails[0]?.text).toContain('Ada Obi <ada@example.com> (Obi Kitchen) booked a setup call');
    expect(fake.mails[0]?.text).toContain(TOKEN);
  });

  it('fills the name and e-mail a founder gave only to the booking page, never over what they typed', async () => {
    const silent = { ...founder(), resume_token: TOKEN, name: null, email: null };
    const typedToken = '1c4f0b63-7e2a-4b9f-a8d5-6f3e2a1b0d9c';
    const typed = { ...founder(), resume_token: typedToken, name: 'Ada', email: 'ada@typed.example' };
    const fake = fakePorts([silent, typed]);

    await send(
      fake.ports,
      delivery(inviteeEventBody(booking({ name: 'Amaka Obi', email: 'Amaka@Example.com' }))),
    );
    await send(
      fake.ports,
      delivery(inviteeEventBody(booking({ utmContent: typedToken, inviteeUri: 'https://x/invitees/I2' }))),
    );

    expect(fake.record()).toMatchObject({ name: 'Amaka Obi', email: 'amaka@example.com' });
    expect(fake.record(typedToken)).toMatchObject({ name: 'Ada', email: 'ada@typed.example' });
  });

  it("fills the founder on Calendly's retry when the fill failed, and e-mails staff and founder once", async () => {
    const silent = { ...founder(), name: null, email: null };
    const fake = fakePorts([silent]);
    const fill = fake.ports.fillFounder;
    let failures = 1;
    const ports: SchedulingPorts = {
      ...fake.ports,
      fillFounder: async (token, given) => {
        if (failures-- > 0) throw new Error('ProvisionedThroughputExceededException');
        return fill(token, given);
      },
    };
    const body = inviteeEventBody(booking({ name: 'Amaka Obi', email: 'amaka@example.com' }));

    await expect(send(ports, delivery(body))).rejects.toThrow('ProvisionedThroughputExceededException');
    fake.advance(30);
    await send(ports, delivery(body, NOW + 30_000));

    expect(fake.record()).toMatchObject({ name: 'Amaka Obi', email: 'amaka@example.com' });
    expect(fake.mails).toHaveLength(1);
    expect(fake.founderMails.map((mail) => mail.to)).toEqual(['amaka@example.com']);
  });

  it('e-mails the founder a recap of a new booking once, in Lagos time, with its calendar file', async () => {
    const fake = fakePorts([founder()]);
    await send(fake.ports, delivery(inviteeEventBody(booking())));
    fake.advance(30);
    await send(fake.ports, delivery(inviteeEventBody(booking()), NOW + 30_000));

    expect(fake.founderMails).toHaveLength(1);
    const [recap] = fake.founderMails;
    expect(recap?.to).toBe('ada@example.com');
    expect(recap?.subject).toBe('Your setup call is booked: Monday, 2 March 2026 at 10:00 (Lagos time)');
    expect(recap?.text).toContain('What happens next:');
    expect(recap?.text).toContain(`https://quarter.test/api/launch/onboarding/${TOKEN}/setup-call.ics`);
    expect(recap?.text).toContain('dates=20260302T090000Z%2F20260302T093000Z');
    // The calendar file rides along, so a phone adds the call from the mail itself (issue #26).
    expect(recap?.attachments).toEqual([
      expect.objectContaining({
        fileName: 'setup-call.ics',
        contentType: expect.stringMatching(/^text\/calendar/),
      }),
    ]);
    expect(recap?.attachments?.[0]?.content).toContain('DTSTART:20260302T090000Z');
  });

  it('backs the launch referral with a signed booking, once per booking, and never fails the booking for it', async () => {
    const fake = fakePorts([{ ...founder(), email: null }]);
    await send(fake.ports, delivery(inviteeEventBody(booking({ email: 'Amaka@Example.com' }))));
    fake.advance(30);
    await send(fake.ports, delivery(inviteeEventBody(booking({ email: 'Amaka@Example.com' })), NOW + 30_000));
    expect(fake.backedReferrals).toEqual([{ resumeToken: TOKEN, email: 'amaka@example.com' }]);

    const failing = fakePorts([founder()]);
    const ports: SchedulingPorts = {
      ...failing.ports,
      backReferral: async () => {
        throw new Error('ProvisionedThroughputExceededException');
      },
    };
    await expect(send(ports, delivery(inviteeEventBody(booking())))).resolves.toBe('booked');
    expect(failing.setupCall()?.status).toBe('booked');
  });

  it('refuses a forged, stale or replayed delivery and changes nothing', async () => {
    const fake = fakePorts([founder()]);
    const body = inviteeEventBody(booking());
    const accepted = delivery(body);
    await send(fake.ports, accepted);
    const before = fake.setupCall();
    const cancel = inviteeEventBody(booking(), { reason: 'x', canceledAt: '2026-03-01T10:00:00Z' });

    await expect(send(fake.ports, accepted)).rejects.toThrow('The webhook signature is not valid.');
    await expect(send(fake.ports, delivery(cancel, NOW, 'not-the-key'))).rejects.toThrow(/signature/);
    await expect(send(fake.ports, delivery(cancel, NOW - 181_000))).rejects.toThrow(/signature/);
    await expect(send(fake.ports, { body: Buffer.from(cancel), header: undefined })).rejects.toThrow(
      /signature/,
    );

    expect(fake.setupCall()).toEqual(before);
    expect(fake.mails).toHaveLength(1);
  });

  it('records a cancellation with its time and reason, cleaned like all stored text', async () => {
    const fake = fakePorts([founder()]);
    await send(fake.ports, delivery(inviteeEventBody(booking())));

    fake.advance(60);
    const outcome = await send(
      fake.ports,
      delivery(
        inviteeEventBody(booking(), {
          reason: 'Travel\u202Eling\u0000 that week',
          canceledAt: '2026-03-01T10:01:00Z',
        }),
        NOW + 60_000,
      ),
    );

    expect(outcome).toBe('canceled');
    expect(fake.setupCall()).toMatchObject({
      status: 'canceled',
      start_time: '2026-03-02T09:00:00.000Z',
      canceled_at: '2026-03-01T10:01:00.000Z',
      cancel_reason: 'Travelling that week',
    });
    expect(fake.mails.map((mail) => mail.subject)).toEqual([
      'Setup call booked: Monday, 2 March 2026 at 10:00 WAT',
      'Setup call canceled: Monday, 2 March 2026 at 10:00 WAT',
    ]);
    expect(fake.mails[1]?.text).toContain('Reason given: Travelling that week.');
  });

  it('lets a new booking replace a canceled one, and ignores the cancellation of a replaced booking', async () => {
    const fake = fakePorts([founder()]);
    const first = booking();
    const second = booking({
      inviteeUri: 'https://api.calendly.com/scheduled_events/E2/invitees/I2',
      startTime: '2026-03-03T13:00:00Z',
    });

    await send(fake.ports, delivery(inviteeEventBody(first)));
    fake.advance(1);
    await send(fake.ports, delivery(inviteeEventBody(second), NOW + 1000));
    fake.advance(1);
    const late = await send(
      fake.ports,
      delivery(inviteeEventBody(first, { reason: null, canceledAt: '2026-03-01T10:00:01Z' }), NOW + 2000),
    );

    expect(late).toBe('superseded');
    expect(fake.setupCall()).toMatchObject({ status: 'booked', invitee_uri: second.inviteeUri });
  });

  it('keeps the later booking when an earlier one is delivered late', async () => {
    const fake = fakePorts([founder()]);
    const earlier = booking({ createdAt: '2026-03-01T09:00:00Z' });
    const later = booking({
      inviteeUri: 'https://api.calendly.com/scheduled_events/E2/invitees/I2',
      createdAt: '2026-03-01T09:30:00Z',
    });

    await send(fake.ports, delivery(inviteeEventBody(later)));
    fake.advance(1);
    const late = await send(fake.ports, delivery(inviteeEventBody(earlier), NOW + 1000));

    expect(late).toBe('superseded');
    expect(fake.setupCall()).toMatchObject({
      invitee_uri: later.inviteeUri,
      booked_at: '2026-03-01T09:30:00.000Z',
    });
  });

  it('lets Calendly retry a delivery the table failed to record, instead of refusing it as a replay', async () => {
    const fake = fakePorts([founder()]);
    const sent = delivery(inviteeEventBody(booking()));

    fake.failWrites(true);
    await expect(send(fake.ports, sent)).rejects.toThrow('ProvisionedThroughputExceededException');
    fake.failWrites(false);
    const retried = await send(fake.ports, sent);

    expect(retried).toBe('booked');
    expect(fake.setupCall()).toMatchObject({ status: 'booked' });
  });

  it('acknowledges bookings without a launch token, for unknown launches and other events', async () => {
    const fake = fakePorts([founder()]);
    const other = JSON.stringify({ event: 'routing_form_submission.created', payload: {} });

    expect(await send(fake.ports, delivery(inviteeEventBody(booking({ utmContent: null }))))).toBe('ignored');
    expect(await send(fake.ports, delivery(inviteeEventBody(booking({ utmContent: 'not-a-token' }))))).toBe(
      'ignored',
    );
    expect(
      await send(
        fake.ports,
        delivery(inviteeEventBody(booking({ utmContent: 'aaaa1111-0000-4000-8000-000000000009' }))),
      ),
    ).toBe('ignored');
    expect(await send(fake.ports, delivery(other))).toBe('ignored');
    await expect(send(fake.ports, delivery('{"event":"invitee.created"}'))).rejects.toThrow(
      'The webhook body is not a Calendly event: invitee.created without its invitee',
    );
    expect(fake.setupCall()).toBeNull();
    expect(fake.mails).toEqual([]);
  });
});
