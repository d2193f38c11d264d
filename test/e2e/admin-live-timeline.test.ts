import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { upsertOnboarding } from '../../functions/adapters/db/onboardings.ts';
import { newResumeToken } from '../../functions/domain/ids.ts';
import { signInAsAdmin, useBrowser, type PageGlobals } from './browser.ts';
import { aSecondAgo, newestMail } from './outbox.ts';

/**
 * Live everywhere (#19): staff have a prospect's timeline open on the dashboard; the founder pays
 * for that launch in another browser (Paystack sandbox); the payment shows on the open timeline and
 * on the onboarding card without a reload, through DynamoDB Streams and the admin socket.
 */
const browser = useBrowser();

/** What an unpaid launch's card says beside 'Mark as live' (onboarding-actions.tsx). */
const NOT_PAID_REASON = 'Not paid yet: it can go live once the setup fee is paid.';

describe('live refresh on the staff dashboard', () => {
  it('shows a payment made in another browser on the open timeline and the card without a reload, then going live, also through the alert link', async () => {
    // Prepare: a launch after its setup call.
    const marker = randomUUID().slice(0, 8);
    const email = `live-payer-${marker}@example.com`;
    const resumeToken = newResumeToken();
    await upsertOnboarding({
      resume_token: resumeToken,
      email,
      name: 'Funmi Live',
      business_name: `Funmi Pay ${marker}`,
      business_type: 'FinTech',
      stage_completed: 'meeting_booked',
    });

    // Staff: the onboarding card with its timeline open, the socket live.
    const { page: staff } = await browser.open();
    await signInAsAdmin(staff);
    await staff.locator('[data-live-status="live"]').waitFor();
    await staff.getByRole('tab', { name: 'Onboarding' }).click();
    await staff.getByLabel('Search onboarding').fill(resumeToken);
    const card = staff
      .getByRole('list', { name: 'Onboarding records' })
      .getByRole('listitem')
      .filter({ hasText: `Token ${resumeToken.slice(0, 8)}` });
    await card.getByText(NOT_PAID_REASON).waitFor();
    const sentSince = aSecondAgo();
    await card.getByRole('button', { name: 'Send payment link' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Send payment link' }).click();
    await staff.getByText('Payment link sent').first().waitFor();
    await card.getByRole('button', { name: 'Timeline' }).click();
    const events = card.getByRole('list', { name: 'Timeline events, newest first' });
    await events.getByText('Payment link sent').waitFor();
    expect(await events.getByText(/^Paid: /).count()).toBe(0);
    // Marks this document: a reload would lose it.
    await staff.evaluate(() => {
      (globalThis as unknown as { liveMarker?: string }).liveMarker = 'still here';
    });

    // The founder, in another browser context, pays on the Paystack sandbox.
    const linkMail = await newestMail(email, /checkout link/, sentSince);
    const checkoutLink = /(http\S+\/checkout\?token=[0-9a-f-]{36})/.exec(linkMail.text)?.[1] ?? '';
    const { page: founder } = await browser.open();
    await founder.goto(checkoutLink);
    await founder.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    // Issue #26: the payment link pays with no sign-in first.
    await founder.getByRole('button', { name: /^Pay .* with Paystack$/ }).click();
    await founder.waitForURL(/\/_local\/paystack\/checkout\//);
    await founder.getByRole('button', { name: /^Pay / }).click();
    await founder.getByRole('heading', { name: 'Payment Successful' }).waitFor();

    // Staff see it where they are.
    await events.getByText(/^Paid: ₦/).waitFor({ timeout: 15_000 });
    await card.getByText(NOT_PAID_REASON).waitFor({ state: 'detached', timeout: 15_000 });
    expect(await card.getByRole('button', { name: 'Mark as live' }).isEnabled()).toBe(true);
    expect(await staff.evaluate(() => (globalThis as unknown as { liveMarker?: string }).liveMarker)).toBe(
      'still here',
    );
    expect(await staff.evaluate(() => (globalThis as unknown as PageGlobals).location.href)).toMatch(
      /\/quarteradmin/,
    );

    // Nobody referred it: marking it live still leaves its trace on the timeline.
    await card.getByRole('button', { name: 'Mark as live' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Mark as live' }).click();
    await staff.getByText('No referral to complete').first().waitFor();
    await events.getByText('Marked live').waitFor();
    await events.getByText('No referral partner, so no commission').waitFor();

    // The payment alert's link, opened signed out, leads through sign-in to this prospect's timeline.
    const alert = await newestMail(inject('staffAlertEmail'), new RegExp(`Funmi Pay ${marker}`), sentSince);
    const link = /(http\S+\/quarteradmin\?prospect=[0-9a-f-]{36})/.exec(alert.text)?.[1] ?? '';
    expect(link).toContain(resumeToken);
    const { page: fromMail } = await browser.open();
    await fromMail.goto(link);
    await fromMail.waitForURL(/\/admin\/login/);
    await fromMail.getByLabel('Email').fill(inject('adminEmail'));
    await fromMail.getByLabel('Password').fill(inject('adminPassword'));
    await fromMail.getByRole('button', { name: 'Login' }).click();
    const linked = fromMail.getByRole('dialog', { name: 'Prospect timeline' });
    await linked.getByText('Marked live').waitFor();
    await linked.getByText(/^Paid: ₦/).waitFor();
    // Closing it leaves the plain dashboard address, so a reload does not open it again.
    await fromMail.keyboard.press('Escape');
    await linked.waitFor({ state: 'detached' });
    expect(await fromMail.evaluate(() => (globalThis as unknown as PageGlobals).location.search)).toBe('');
  });
});
