import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { upsertOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import {
  api,
  awaitMail,
  pointAtProduct,
  signInAdmin,
  uniqueEmail,
  type Tokens,
} from '../payments/support.ts';

/**
 * Issue #26, e-mails, read from the local outbox as a founder receives them: the site's layout
 * and colour, words built from the records (never ids), the year of sending, and the booking
 * recap with its calendar file attached.
 */

const sandboxOrigin = new URL(inject('schedulingUrl')).origin;
let admin: Tokens;

beforeAll(async () => {
  pointAtProduct();
  admin = await signInAdmin();
});

interface MailWithFiles {
  subject: string;
  text: string;
  html: string;
  attachments?: { fileName: string; contentType: string; content: string }[];
}

const year = String(new Date().getUTCFullYear());

function expectBrandLayout(mail: MailWithFiles): void {
  expect(mail.html).toContain('background:#064e3b');
  expect(mail.html).toContain(`© ${year} Quarter`);
}

describe("the founder's e-mails", () => {
  it('recap the booked call in the brand layout with its .ics attached, and offer the platform in words', async () => {
    const founder = uniqueEmail('taxi');
    const resumeToken = randomUUID();
    await upsertOnboarding({
      resume_token: resumeToken,
      name: 'Amaka Obi',
      email: founder,
      business_name: 'Amaka Rides',
      business_type: 'Taxi Tech',
      stage_completed: 'meeting_booked',
    });

    const booked = await fetch(`${sandboxOrigin}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        slot: '2026-12-07T09:00:00.000Z',
        name: 'Amaka Obi',
        email: founder,
        utm_content: resumeToken,
      }),
    });
    expect(booked.status).toBe(200);
    const [recap] = (await awaitMail(founder, /^Your setup call is booked/)) as MailWithFiles[];
    const link = await api('/api/admin/payment-links', {
      token: admin.idToken,
      body: { resume_token: resumeToken, plan: 'taxi-platform', setup_fee: 3_000_000 },
    });
    expect(link.status).toBe(201);
    const [offer] = (await awaitMail(founder, /checkout link/)) as MailWithFiles[];

    expectBrandLayout(recap as MailWithFiles);
    expect(recap?.text).toContain('Your plan: a Taxi and Ride-hailing platform for Amaka Rides.');
    expect(recap?.attachments).toEqual([
      expect.objectContaining({
        fileName: 'setup-call.ics',
        contentType: expect.stringMatching(/^text\/calendar/),
      }),
    ]);
    expect(recap?.attachments?.[0]?.content).toContain('DTSTART:20261207T090000Z');
    expect(recap?.attachments?.[0]?.content.replace(/\r\n /g, '')).toContain('about your Taxi and Ride-hailing platform');

    expectBrandLayout(offer as MailWithFiles);
    expect(offer?.subject).toBe('Your Taxi and Ride-hailing platform checkout link');
    expect(offer?.text).toContain('Your Taxi and Ride-hailing platform is ready to start');
    expect(`${offer?.text}${offer?.html}`).not.toMatch(/taxi-platform|Taxi and Ride-hailing is ready/);
  });
});
