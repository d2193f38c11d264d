import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { newResumeToken } from '../../functions/domain/ids.ts';
import { LOCAL_STORAGE_KEYS } from '../../functions/domain/storage-keys.ts';
import { urlOf, useBrowser, type PageGlobals } from './browser.ts';

/**
 * Issue #26, the partner walk on a phone (390×844) and a laptop (1366×768): a founder who came
 * through the partner's link and booked a call shows on the dashboard with the stage and the
 * business name; the dashboard offers a short link to say out loud and a WhatsApp share button,
 * and the `ref_` link the spec keeps still works.
 */
const browser = useBrowser();
const sizes = [
  ['phone', { width: 390, height: 844 }],
  ['laptop', { width: 1366, height: 768 }],
] as const;

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** A partner, and a founder they referred who finished the launch chat and booked a call. */
async function partnerWithBookedReferral() {
  const m = `pw${randomUUID().slice(0, 6)}`;
  const { applicant } = (await post(urlOf('/api/referrals'), {
    full_name: 'Chiamaka Obi',
    email: `partner-${m}@example.com`,
    whatsapp: '',
    sectors: ['fintech'],
    how_will_refer: 'Founders I mentor',
    notes: null,
    consent: true,
  })) as { applicant: { id: string; dashboard_token: string; referral_link_id: string } };
  const founder = `emeka-${m}@example.com`;
  const business = `Emeka Farms ${m}`;
  const resumeToken = newResumeToken();
  for (const stage of ['autosave', 'finalize'])
    await post(urlOf('/api/launch/onboarding'), {
      stage,
      resume_token: resumeToken,
      last_step: stage === 'finalize' ? 'cta' : 'solution',
      email: founder,
      referrer_id: applicant.id,
      data: {
        business_type: 'Agriculture Tech',
        stage_completed: 'solution',
        business_name: business,
        needs_help_with: [],
      },
    });
  await post(`${new URL(inject('schedulingUrl')).origin}/bookings`, {
    slot: '2026-12-04T10:00:00.000Z',
    name: 'Emeka Nwosu',
    email: founder,
    utm_content: resumeToken,
  });
  return { applicant, business, founder };
}

describe('the partner walk (issue #26)', () => {
  it.each(sizes)(
    'shows the booked referral with its stage and a link to share (%s)',
    async (size, viewport) => {
      const { applicant, business } = await partnerWithBookedReferral();
      const { page, context } = await browser.open(viewport);

      await page.goto(urlOf(`/referral-dashboard?token=${applicant.dashboard_token}`));
      await page.getByRole('heading', { name: 'Your Referral Link' }).waitFor();
      await page.getByText(business).first().waitFor({ timeout: 10_000 });
      await page.screenshot({ path: `test-results/acceptance-26-partner-${size}.png`, fullPage: true });
      const main = page.locator('main');
      const text = (await main.innerText()).replace(/\s+/g, ' ');

      // The row names the business and its stage; the totals count it.
      expect(text).toMatch(/call booked/i);
      expect(text).not.toMatch(/Total Referrals\s*0\b/i);

      // A WhatsApp share button carrying a link to the site.
      const share = main
        .getByRole('link', { name: /whatsapp/i })
        .or(main.getByRole('button', { name: /whatsapp/i }));
      await share.first().waitFor();
      const href = (await share.first().getAttribute('href')) ?? '';
      if (href) expect(href).toMatch(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//);
      if (href) expect(decodeURIComponent(href)).toContain(new URL(urlOf('/')).host);

      // A short link beside the `ref_` one: a site address that does not carry the `ref_` id.
      const siteHost = new URL(urlOf('/')).host;
      const addresses = [...text.matchAll(/https?:\/\/[^\s]+/g)].map((match) => match[0]);
      for (const box of await main.getByRole('textbox').all()) addresses.push(await box.inputValue());
      const shortLink = addresses.find(
        (address) =>
          address.includes(siteHost) &&
          !address.includes(applicant.referral_link_id) &&
          !address.includes('dash_'),
      );
      expect(shortLink, `a short link among ${addresses.join(', ')}`).toBeDefined();
      expect((shortLink ?? '').length).toBeLessThan(urlOf(`/?ref=${applicant.referral_link_id}`).length + 1);

      // No header call to action leading away from the task on the partner dashboard.
      expect(await page.getByRole('banner').getByText('Start in 60s').count()).toBe(0);
      // Nothing scrolls sideways.
      const fits = await page.evaluate(() => {
        const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } })
          .document.documentElement;
        return root.scrollWidth <= (globalThis as unknown as { innerWidth: number }).innerWidth + 1;
      });
      expect(fits).toBe(true);

      // The short link and the `ref_` link both attribute a visitor to the partner.
      for (const address of [shortLink ?? '', urlOf(`/?ref=${applicant.referral_link_id}`)]) {
        const visitor = await context.browser()?.newContext({ viewport });
        if (!visitor) throw new Error('no browser for the visitor');
        const tab = await visitor.newPage();
        await tab.goto(address);
        await expect
          .poll(
            () =>
              tab.evaluate(
                (key) => (globalThis as unknown as PageGlobals).localStorage.getItem(key),
                LOCAL_STORAGE_KEYS.referralAttribution,
              ),
            { timeout: 10_000, message: `the referral attribution stored after opening ${address}` },
          )
          .toMatch(new RegExp(`${applicant.id}|${applicant.referral_link_id}`));
        await visitor.close();
      }
    },
  );
});
