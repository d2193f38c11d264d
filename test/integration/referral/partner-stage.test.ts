import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { applyForReferral } from '../../../functions/services/referral/apply.ts';
import {
  baseUrl,
  parsedApplication,
  pointAtProduct,
  quietPorts,
  resetIpCounters,
  uniqueEmail,
} from './support.ts';

/**
 * Issue #26, partners: a referral staff can see shows on the partner's dashboard with its stage
 * once something other than an anonymous form backs it (here a signed booking through the
 * scheduling sandbox), by the business's name; and the short link the partner can say out loud.
 */

const sandboxOrigin = new URL(inject('schedulingUrl')).origin;

beforeAll(async () => {
  pointAtProduct();
  await resetIpCounters('dashboardReadPerIp', 'launchOnboardingPerIp');
});

interface DashboardRow {
  referred_email: string;
  business_name: string | null;
  stage: string;
  status: string;
}

interface Dashboard {
  short_link_slug: string | null;
  activities: DashboardRow[];
  totals: { total_referrals: number; pending: number };
}

async function dashboard(token: string): Promise<Dashboard> {
  const response = await fetch(`${baseUrl}/api/referrals/dashboard?token=${token}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Dashboard;
}

/** The launch chat's finalize, as the browser sends it after a ?ref= visit. */
async function finalizeLaunch(
  resumeToken: string,
  fields: { referrerId: string; businessName: string; email?: string },
): Promise<void> {
  const response = await fetch(`${baseUrl}/api/launch/onboarding`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      stage: 'finalize',
      resume_token: resumeToken,
      last_step: 'closing',
      data: {
        business_type: 'FinTech',
        stage_completed: 'meeting_booked',
        business_name: fields.businessName,
        needs_help_with: [],
      },
      referrer_id: fields.referrerId,
      ...(fields.email ? { email: fields.email } : {}),
    }),
  });
  expect(response.status).toBe(200);
}

/** The founder books the setup call on the scheduling sandbox, which sends the signed webhook. */
async function book(resumeToken: string, email: string): Promise<void> {
  const response = await fetch(`${sandboxOrigin}/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      slot: '2026-12-03T10:00:00.000Z',
      name: 'Amaka Obi',
      email,
      utm_content: resumeToken,
    }),
  });
  expect(response.status).toBe(200);
  expect(((await response.json()) as { webhookStatus: number }).webhookStatus).toBe(200);
}

const partner = (name: string) =>
  applyForReferral(quietPorts(), { ...parsedApplication(uniqueEmail('partner')), full_name: name });

describe('a referred founder on the partner dashboard', () => {
  it('shows "call booked" with the business name once the founder books, even without an e-mail in the chat', async () => {
    const { applicant } = await partner('Ngozi Partner');
    const resumeToken = randomUUID();
    const founderEmail = uniqueEmail('founder');
    await finalizeLaunch(resumeToken, { referrerId: applicant.id, businessName: 'Aba Market POS' });

    const before = await dashboard(applicant.dashboard_token);
    await book(resumeToken, founderEmail);
    const after = await dashboard(applicant.dashboard_token);

    expect(before.activities).toEqual([]);
    expect(after.activities).toEqual([
      expect.objectContaining({
        referred_email: founderEmail,
        business_name: 'Aba Market POS',
        stage: 'call_booked',
        status: 'pending',
      }),
    ]);
    expect(after.totals).toMatchObject({ total_referrals: 1, pending: 1 });
  });

  it('keeps an anonymous chat e-mail off the dashboard until the booking backs it', async () => {
    const { applicant } = await partner('Tunde Partner');
    const resumeToken = randomUUID();
    const founderEmail = uniqueEmail('typed');
    await finalizeLaunch(resumeToken, {
      referrerId: applicant.id,
      businessName: 'Lekki Short-lets',
      email: founderEmail,
    });

    const typedOnly = await dashboard(applicant.dashboard_token);
    await book(resumeToken, uniqueEmail('invitee'));
    const booked = await dashboard(applicant.dashboard_token);

    expect(typedOnly.activities).toEqual([]);
    expect(booked.activities).toEqual([
      expect.objectContaining({
        referred_email: founderEmail,
        business_name: 'Lekki Short-lets',
        stage: 'call_booked',
      }),
    ]);
  });

  it('shows "call booked" when the booking lands before the launch chat finalizes, as in the browser', async () => {
    const { applicant } = await partner('Kemi Partner');
    const resumeToken = randomUUID();
    const founderEmail = uniqueEmail('early');
    const autosave = await fetch(`${baseUrl}/api/launch/onboarding`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        stage: 'autosave',
        resume_token: resumeToken,
        last_step: 'cta',
        data: {
          business_type: 'FinTech',
          stage_completed: 'cta',
          business_name: 'Onitsha Pay',
          needs_help_with: [],
        },
      }),
    });
    expect(autosave.status).toBe(200);

    await book(resumeToken, founderEmail);
    await finalizeLaunch(resumeToken, { referrerId: applicant.id, businessName: 'Onitsha Pay' });

    expect((await dashboard(applicant.dashboard_token)).activities).toEqual([
      expect.objectContaining({
        referred_email: founderEmail,
        business_name: 'Onitsha Pay',
        stage: 'call_booked',
      }),
    ]);
  });
});

describe("a partner's short link", () => {
  it('is a slug of their name, unique per partner, and names the partner the ?ref= link names', async () => {
    const name = `Ada Okafor ${randomUUID()
      .slice(0, 6)
      .replace(/[^a-z]/g, 'x')}`;
    const first = await partner(name);
    const second = await partner(name);

    const [firstSlug, secondSlug] = [
      (await dashboard(first.applicant.dashboard_token)).short_link_slug,
      (await dashboard(second.applicant.dashboard_token)).short_link_slug,
    ];
    const resolved = await fetch(`${baseUrl}/api/referrals/r/${firstSlug}`);
    const unknown = await fetch(`${baseUrl}/api/referrals/r/nobody-${randomUUID().slice(0, 8)}`);

    expect(firstSlug).toMatch(/^ada-okafor-[a-z0-9]+$/);
    expect(secondSlug).toBe(`${firstSlug}-2`);
    expect(resolved.status).toBe(200);
    expect(await resolved.json()).toEqual({ referrer_id: first.applicant.id });
    expect(unknown.status).toBe(404);
  });

  it("keeps the attribution: a launch from the short link's partner id is that partner's referral", async () => {
    const { applicant } = await partner(
      `Bola Short ${randomUUID()
        .slice(0, 4)
        .replace(/[^a-z]/g, 'y')}`,
    );
    const slug = (await dashboard(applicant.dashboard_token)).short_link_slug;
    const { referrer_id: referrerId } = (await (
      await fetch(`${baseUrl}/api/referrals/r/${slug}`)
    ).json()) as { referrer_id: string };
    const resumeToken = randomUUID();

    await finalizeLaunch(resumeToken, { referrerId, businessName: 'Ibadan Eats' });
    await book(resumeToken, uniqueEmail('short'));

    expect((await dashboard(applicant.dashboard_token)).activities).toEqual([
      expect.objectContaining({ business_name: 'Ibadan Eats', stage: 'call_booked' }),
    ]);
  });
});
