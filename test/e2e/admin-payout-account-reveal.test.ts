import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { forged, signInAdmin, signUpUser } from '../integration/admin/identity.ts';
import {
  api,
  earnedCommission,
  newPartner,
  saveAccount,
  uniqueAccountNumber,
  type Partner,
} from '../integration/payouts/support.ts';
import { accessibilityViolations, baseUrl, signInAsAdmin, useBrowser, viewports } from './browser.ts';
import { storedInPage } from './stored-in-page.ts';

/**
 * Issue #29: staff reveal a partner's payout account number on the Payouts tab as they reveal a
 * launch request's KYC details: masked by default, a red Reveal button calling the audited route,
 * the full number for a short while, in the page's memory only. Only admins may call that route.
 */
const browser = useBrowser();

/** A partner with a payout account and a commission earned, so the Payouts tab lists them. */
async function partnerWithAccount(): Promise<{ partner: Partner; accountNumber: string }> {
  const partner = await newPartner('Ngozi Eze');
  const accountNumber = uniqueAccountNumber();
  const saved = await saveAccount(partner, { bank_code: '058', account_number: accountNumber });
  expect(saved.status, saved.text).toBe(200);
  await earnedCommission(partner, 250_000, 'Eze Logistics');
  return { partner, accountNumber };
}

describe('staff reveal a payout account number on the Payouts tab', () => {
  it.each([
    ['laptop', viewports.desktop],
    ['phone', viewports.phone],
  ] as const)(
    'at %s width: masked, Reveal shows the full number, Hide and the timer hide it',
    async (width, viewport) => {
      const { partner, accountNumber } = await partnerWithAccount();
      const { page, problems } = await browser.open(viewport);
      await signInAsAdmin(page);
      await page.clock.install();
      await page.getByRole('tab', { name: 'Payouts' }).click();
      const card = page.getByTestId('payout-partner').filter({ hasText: partner.email });
      await card.getByText(`******${accountNumber.slice(-4)}`).waitFor();
      expect(await card.textContent()).not.toContain(accountNumber);

      const reveal = card.getByRole('button', { name: 'Reveal account number' });
      const asked = page.waitForResponse((response) =>
        response.url().endsWith(`/api/admin/payouts/${partner.id}/account`),
      );
      await reveal.click();
      const answer = await asked;
      expect(answer.status()).toBe(200);
      expect(answer.headers()['cache-control']).toBe('no-store');
      const revealed = card.getByRole('group', { name: 'Revealed account number' });
      await revealed.getByText(accountNumber, { exact: true }).waitFor();
      expect(await storedInPage(page)).not.toContain(accountNumber);
      // On a phone the row wraps: nothing is pushed past the screen's edge.
      const pageWidth = await page.evaluate(
        () =>
          (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
            .documentElement.scrollWidth,
      );
      expect(pageWidth).toBeLessThanOrEqual(viewport.width);
      expect(await accessibilityViolations(page)).toEqual([]);

      await revealed.getByRole('button', { name: 'Hide', exact: true }).click();
      await revealed.waitFor({ state: 'detached' });
      expect(await card.textContent()).not.toContain(accountNumber);

      // Shown again, it hides itself after its 30 seconds.
      await card.getByRole('button', { name: 'Reveal account number' }).click();
      await revealed.getByText(accountNumber, { exact: true }).waitFor();
      await page.clock.fastForward(31_000);
      await revealed.waitFor({ state: 'detached' });
      expect(await card.textContent()).not.toContain(accountNumber);
      await card.getByRole('button', { name: 'Reveal account number' }).waitFor();

      expect(problems.consoleErrors).toEqual([]);
      expect(problems.errorResponses).toEqual([]);
    },
  );

  it('refuses the reveal route to a customer, to no one signed in and to a forged admin token', async () => {
    // Prepare
    const { partner, accountNumber } = await partnerWithAccount();
    const customer = await signUpUser(baseUrl(), `reveal-attacker-${partner.id.slice(0, 8)}@example.com`);
    const admin = await signInAdmin(baseUrl(), inject('adminEmail'), inject('adminPassword'));
    const path = `/api/admin/payouts/${encodeURIComponent(partner.id)}/account`;

    // Act
    const asCustomer = await api(path, { token: customer.idToken });
    const anonymous = await api(path);
    const asForgedAdmin = await api(path, { token: await forged(admin.idToken) });
    const asAdmin = await api<{ account_number?: string }>(path, { token: admin.idToken });

    // Assess
    expect(asCustomer.status, asCustomer.text).toBe(403);
    expect(asCustomer.body).toMatchObject({ error: { code: 'forbidden' } });
    expect(anonymous.status, anonymous.text).toBe(401);
    expect(asForgedAdmin.status, asForgedAdmin.text).toBe(401);
    for (const refused of [asCustomer, anonymous, asForgedAdmin])
      expect(refused.text).not.toContain(accountNumber);
    // The same route does answer an admin: the refusals are about the caller, not the route.
    expect(asAdmin.status, asAdmin.text).toBe(200);
    expect(asAdmin.body.account_number).toBe(accountNumber);
  });
});
