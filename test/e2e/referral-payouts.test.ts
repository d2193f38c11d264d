import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { upsertOnboarding } from '../../functions/adapters/db/onboardings.ts';
import { newResumeToken } from '../../functions/domain/ids.ts';
import { referralApplyRequestSchema } from '../../functions/domain/contracts/referrals.ts';
import { applyForReferral } from '../../functions/services/referral/apply.ts';
import { recordReferralFromLaunch } from '../../functions/services/referral/attribution.ts';
import { referralPorts } from '../../functions/services/referral/live-ports.ts';
import { waitFor } from '../setup/wait-for.ts';
import { baseUrl, signInAsAdmin, useBrowser } from './browser.ts';
import { aSecondAgo, newestMail } from './outbox.ts';

/**
 * Issue #29 walked in Chromium: a partner refers a founder, the founder pays (payment link, Paystack
 * sandbox), staff mark the launch live, the partner adds a payout account from the e-mailed link,
 * staff approve on the Payouts tab, and within seconds both dashboards show Paid with one reference.
 */
const browser = useBrowser();

describe('referral payouts end to end', () => {
  it('pays a partner their commission, visible as Paid with the same reference on both dashboards', async () => {
    process.env.SITE_URL ??= baseUrl();
    process.env.SES_ENDPOINT ??= `${baseUrl()}/_local/ses`;
    process.env.MAIL_FROM ??= 'Quarter <hello@quarter.local>';
    const marker = randomUUID().slice(0, 8);

    // A partner applies (the welcome mail carries the dashboard link with its fresh link code).
    const partnerEmail = `payout-partner-${marker}@example.com`;
    const ports = { ...referralPorts(), log: { info: () => undefined, warn: () => undefined } };
    const { applicant } = await applyForReferral(
      ports,
      referralApplyRequestSchema.parse({ full_name: 'Ada Okafor', email: partnerEmail, consent: true }),
    );
    const welcome = await newestMail(
      partnerEmail,
      /referral dashboard/i,
      new Date(Date.now() - 60_000).toISOString(),
    );
    const dashboardLink = /(http\S+\/referral-dashboard\?token=\S+&link=\S+)/.exec(welcome.text)?.[1] ?? '';
    expect(dashboardLink).toContain(applicant.dashboard_token);

    // The partner's founder finished the launch chat through the referral link.
    const founderEmail = `payout-founder-${marker}@example.com`;
    const resumeToken = newResumeToken();
    const business = `Okafor Foods ${marker}`;
    await upsertOnboarding({
      resume_token: resumeToken,
      email: founderEmail,
      name: 'Chidi Obi',
      business_name: business,
      business_type: 'FinTech',
      stage_completed: 'meeting_booked',
      referrer_id: applicant.id,
    });
    await recordReferralFromLaunch(ports, {
      referrerId: applicant.id,
      referredEmail: founderEmail,
      onboardingResumeToken: resumeToken,
    });

    // Staff send the payment link; the founder pays on the Paystack sandbox.
    const { page: staff } = await browser.open();
    await signInAsAdmin(staff);
    await staff.locator('[data-live-status="live"]').waitFor();
    await staff.getByRole('tab', { name: 'Onboarding' }).click();
    await staff.getByLabel('Search onboarding').fill(resumeToken);
    const card = staff
      .getByRole('list', { name: 'Onboarding records' })
      .getByRole('listitem')
      .filter({ hasText: `Token ${resumeToken.slice(0, 8)}` });
    const sentSince = aSecondAgo();
    await card.getByRole('button', { name: 'Send payment link' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Send payment link' }).click();
    await staff.getByText('Payment link sent').first().waitFor();
    const linkMail = await newestMail(founderEmail, /checkout link/, sentSince);
    const checkoutLink = /(http\S+\/checkout\?token=[0-9a-f-]{36})/.exec(linkMail.text)?.[1] ?? '';
    const { page: founder } = await browser.open();
    await founder.goto(checkoutLink);
    await founder.getByRole('button', { name: /^Pay .* with Paystack$/ }).click();
    await founder.waitForURL(/\/_local\/paystack\/checkout\//);
    await founder.getByRole('button', { name: /^Pay / }).click();
    await founder.getByRole('heading', { name: 'Payment Successful' }).waitFor();

    // Staff mark the launch live: the referral completes with its commission.
    await card.getByRole('button', { name: 'Mark as live' }).waitFor();
    await waitFor(
      'Mark as live to be enabled once the payment shows',
      () => card.getByRole('button', { name: 'Mark as live' }).isEnabled(),
      (enabled) => enabled,
      { timeoutMs: 15_000 },
    );
    await card.getByRole('button', { name: 'Mark as live' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Mark as live' }).click();

    // The partner opens the e-mailed link and adds a payout account.
    const { page: partner } = await browser.open();
    await partner.goto(dashboardLink);
    await partner.getByRole('heading', { name: 'Payout account' }).waitFor();
    await partner.getByLabel('Bank').selectOption({ label: 'Guaranty Trust Bank' });
    const accountNumber = `2${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    await partner.getByLabel('Account number').fill(accountNumber);
    await partner.getByRole('button', { name: 'Check account' }).click();
    await partner.getByTestId('payout-account-resolved').waitFor();
    await partner.getByRole('button', { name: 'Save payout account' }).click();
    await partner.getByText('Payout account saved').waitFor();
    await partner
      .getByTestId('payout-account-current')
      .getByText(`******${accountNumber.slice(-4)}`)
      .waitFor();

    // Staff approve on the Payouts tab.
    await staff.getByRole('tab', { name: 'Payouts' }).click();
    const partnerCard = staff.getByTestId('payout-partner').filter({ hasText: partnerEmail });
    await partnerCard.getByRole('button', { name: 'Approve all' }).click();
    const row = partnerCard.getByTestId('payout-row');
    await row.getByText('Paid').waitFor({ timeout: 15_000 });
    const reference = (await row.getAttribute('data-reference')) ?? '';
    expect(reference).toMatch(/^qpo-[a-z0-9]{24}$/);

    // The partner's dashboard shows Paid with that reference.
    await waitFor(
      `the partner's dashboard to show Paid with ${reference}`,
      async () => {
        await partner.reload();
        const line = partner.getByTestId('payout-status').first();
        await line.waitFor();
        return line.textContent();
      },
      (text) => Boolean(text?.includes('Paid') && text.includes(reference)),
      { timeoutMs: 15_000, intervalMs: 1_000 },
    );
  });
});
