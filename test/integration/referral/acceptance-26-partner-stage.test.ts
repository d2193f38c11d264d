import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newResumeToken } from '../../../functions/domain/ids.ts';
import {
  allMail,
  BRAND_COLOURS,
  bookOnSandbox,
  INTERNAL_WORDS,
  itemsOf,
  launchChat,
  marker,
  stringsIn,
} from '../admin/acceptance-26-people.ts';
import {
  api,
  checkout,
  pressOnCheckout,
  signInAdmin,
  signInCustomer,
  verify,
  type Tokens,
} from '../payments/support.ts';
import { application, baseUrl, pointAtProduct, resetIpCounters } from './support.ts';

/**
 * Issue #26, "Partners": a referral backed by something other than an anonymous form (a signed
 * booking, a code sign-in, a payment) shows on the partner's dashboard with its stage and the
 * business name; and every e-mail the founder gets on the way is in the brand layout, in people's words.
 */
const SPENT = ['applyPerIp', 'dashboardReadPerIp'] as const;
let admin: Tokens;

beforeAll(async () => {
  pointAtProduct();
  await resetIpCounters(...SPENT);
  admin = await signInAdmin();
});
afterAll(() => resetIpCounters(...SPENT));

async function partner(): Promise<{ id: string; dashboardToken: string; referralLinkId: string }> {
  const answer = await api<{ applicant: { id: string; dashboard_token: string; referral_link_id: string } }>(
    '/api/referrals',
    { body: application(`partner-${marker()}@example.com`) },
  );
  if (answer.status !== 201)
    throw new Error(`the referral application answered ${answer.status}: ${answer.text}`);
  const { applicant } = answer.body;
  return {
    id: applicant.id,
    dashboardToken: applicant.dashboard_token,
    referralLinkId: applicant.referral_link_id,
  };
}

async function dashboard(token: string) {
  const answer = await api(`/api/referrals/dashboard?token=${token}`);
  expect(answer.status, answer.text).toBe(200);
  return answer;
}

/** The dashboard's row for the founder (found by the e-mail or the business name, whichever it shows). */
async function rowFor(token: string, founder: string, business: string) {
  const answer = await dashboard(token);
  const activities = (answer.body as { activities?: unknown }).activities;
  return itemsOf(activities ?? answer.body).find((row) =>
    stringsIn(row).some((value) => value.includes(founder) || value.includes(business)),
  );
}

const stageOf = (row: Record<string, unknown> | undefined) => stringsIn(row).join(' | ');

describe('a referred founder on the partner’s dashboard (issue #26)', () => {
  it('shows call booked, then paid, then live, with the business name', async () => {
    // Prepare: a partner, and a founder who came through their link and finished the launch chat.
    const { id, dashboardToken, referralLinkId } = await partner();
    const m = marker();
    const founder = `tunde-${m}@example.com`;
    const business = `Tunde Rides ${m}`;
    const resumeToken = newResumeToken();
    await launchChat(resumeToken, {
      businessName: business,
      businessType: 'Taxi Tech',
      email: founder,
      referrerId: id,
    });

    // Act 1: a signed booking backs the referral.
    await bookOnSandbox(resumeToken, { name: 'Tunde Bakare', email: founder });
    const booked = await rowFor(dashboardToken, founder, business);

    // Assess 1
    expect(booked, 'the booked referral is on the dashboard').toBeDefined();
    expect(stringsIn(booked)).toContain(business);
    expect(stageOf(booked)).toMatch(/call booked/i);
    expect((await dashboard(dashboardToken)).text).not.toMatch(/"total_referrals":\s*0\b/);

    // Act 2: the founder pays.
    const customer = await signInCustomer(founder);
    const started = await checkout(customer.idToken, { tier: 'basic', resumeToken });
    await pressOnCheckout(started.authorizationUrl, 'pay');
    expect((await verify(started.reference, customer.idToken)).body.success).toBe(true);
    expect(stageOf(await rowFor(dashboardToken, founder, business))).toMatch(/\bpaid\b/i);

    // Act 3: staff mark the business live.
    const live = await api(`/api/admin/onboarding/${resumeToken}/live`, {
      method: 'POST',
      token: admin.accessToken,
    });
    expect(live.status, live.text).toBeLessThan(300);
    expect(stageOf(await rowFor(dashboardToken, founder, business))).toMatch(/\blive\b/i);

    // The `ref_` link the spec keeps still opens the site.
    expect((await fetch(`${baseUrl}/?ref=${referralLinkId}`)).status).toBe(200);

    // Every e-mail the founder got is in the brand layout, this year's copyright, people's words.
    const mails = (await allMail()).filter((mail) => mail.to.toLowerCase().includes(founder));
    expect(mails.length).toBeGreaterThan(0);
    const year = new Date().getFullYear();
    for (const mail of mails) {
      const words = mail.text.replace(/https?:\/\/\S+/g, '');
      expect(
        BRAND_COLOURS.some((colour) => mail.html.toLowerCase().includes(colour)),
        mail.subject,
      ).toBe(true);
      expect(mail.html, mail.subject).toMatch(new RegExp(`(©|&copy;|&#169;)\\s*${year}`));
      expect(words, mail.subject).not.toContain(resumeToken);
      for (const word of INTERNAL_WORDS) expect(`${mail.subject} ${words}`, mail.subject).not.toContain(word);
      expect(`${mail.subject} ${words}`, mail.subject).not.toMatch(/\ba taxi( tech)? platform\b/i);
    }
    const platformMails = mails.filter((mail) => /platform/i.test(`${mail.subject} ${mail.text}`));
    expect(platformMails.map((mail) => `${mail.subject} ${mail.text}`).join('\n')).toMatch(
      /Taxi and Ride-hailing/i,
    );
  });

  it('does not show a referral that only an anonymous form backs', async () => {
    const { id, dashboardToken } = await partner();
    const m = marker();
    const founder = `anon-${m}@example.com`;
    const business = `Anon Foods ${m}`;
    await launchChat(newResumeToken(), { businessName: business, email: founder, referrerId: id });

    expect(await rowFor(dashboardToken, founder, business)).toBeUndefined();
  });
});
