import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getChatSession } from '../../functions/adapters/db/chat-sessions.ts';
import { getOnboarding } from '../../functions/adapters/db/onboardings.ts';
import { claimReferralShortLink } from '../../functions/adapters/db/referral-short-links.ts';
import { createReferralApplicant } from '../../functions/adapters/db/referrals.ts';
import { LOCAL_STORAGE_KEYS } from '../../functions/domain/storage-keys.ts';
import { signInAsAdmin, urlOf, useBrowser, viewports, type PageGlobals } from './browser.ts';
import { aSecondAgo, newestMail } from './outbox.ts';

/**
 * Issue #26, "the three walks as one end-to-end test with screenshots kept as test artefacts": a
 * partner shares a short link on a phone; a founder on a phone arrives by it, asks Q, launches,
 * books, and later pays from the e-mailed link; staff on a laptop see one person with their Q chat
 * and send the payment link; the partner sees the referral's stage. Screenshots go to
 * test-results/walks/ (git-ignored), numbered in walk order.
 */
const browser = useBrowser();
const SHOTS = path.resolve('test-results', 'walks');
const FRAME = 'iframe[title="Book your setup call"]';
const SAVED = { timeout: 15_000, interval: 100 };
/** The launch chat's first step loads its script on first use, slow on a busy machine. */
const STARTED = { timeout: 45_000, interval: 1_500 };

async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const stored = (page: Page, key: string) =>
  page.evaluate((name) => (globalThis as unknown as PageGlobals).localStorage.getItem(name), key);

describe('the three walks: founder, partner, staff', () => {
  it('ends with one person for staff, a paid founder and a partner who sees the stage', async () => {
    const marker = randomUUID()
      .slice(0, 6)
      .replace(/[^a-z]/g, 'q');
    const email = `amaka.obi-${marker}@example.com`;

    // The partner, applied earlier, opens their dashboard on a phone and shares the short link.
    const partnerName = `Ada Okafor ${marker}`;
    const applicant = await createReferralApplicant({
      full_name: partnerName,
      email: `ada.okafor-${marker}@example.com`,
      sectors: ['taxi'],
    });
    const slug = await claimReferralShortLink(applicant.id, partnerName);
    expect(slug).toBe(`ada-okafor-${marker}`);
    const { page: partner } = await browser.open(viewports.phone);
    await partner.goto(urlOf(`/referral-dashboard?token=${applicant.dashboard_token}`));
    await partner.getByRole('heading', { name: 'Your Referral Link' }).waitFor();
    const shortLink = urlOf(`/r/${slug}`);
    expect(await partner.getByTestId('short-referral-link').getAttribute('href')).toBe(shortLink);
    const whatsApp = partner.getByRole('link', { name: 'Share on WhatsApp' });
    expect(await whatsApp.getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(
        `I recommend Quarter for launching a ready-made business platform in Nigeria. Start here: ${shortLink}`,
      )}`,
    );
    await shot(partner, '01-partner-phone-share');

    // The founder, on a phone, arrives by the short link and asks Q in the widget.
    const { page: founder } = await browser.open(viewports.phone);
    await founder.goto(shortLink);
    await founder.waitForURL(urlOf(`/?ref=${applicant.id}`));
    await founder.getByRole('button', { name: 'Chat with Q' }).click();
    const widget = founder.getByRole('dialog', { name: 'Chat with Q' });
    await widget
      .getByRole('textbox', { name: 'Message Q' })
      .fill('How fast can I launch a ride-hailing app?');
    await founder.keyboard.press('Enter');
    await widget.getByRole('log', { name: 'Conversation with Q' }).locator('[data-message]').nth(1).waitFor();
    // Q's reply streams in; the founder reads it to the end before going on.
    await expect.poll(() => widget.getByRole('textbox', { name: 'Message Q' }).isEnabled(), SAVED).toBe(true);
    const widgetSession = (
      JSON.parse((await stored(founder, LOCAL_STORAGE_KEYS.chatSession)) ?? '{}') as { sessionId: string }
    ).sessionId;
    // The widget saves the exchange in the background: it is stored before the founder moves on (a
    // wait for an idle network never came while the page kept a connection open).
    await expect
      .poll(async () => (await getChatSession(widgetSession))?.conversation_data.length ?? 0, {
        ...SAVED,
        message: `the widget chat ${widgetSession} saved with Q's reply`,
      })
      .toBeGreaterThanOrEqual(2);
    await shot(founder, '02-founder-phone-q');

    // ...then launches and books the call, giving the e-mail only to the booking page.
    await founder.goto(urlOf('/launch'), { waitUntil: 'load' });
    await founder.getByLabel('Your business idea').waitFor();
    const idea = `Amaka Rides, ride-hailing for Enugu ${marker}`;
    await founder.getByLabel('Your business idea').fill(idea);
    // A press before the page has hydrated submits nothing, so it is pressed until the chat starts.
    await expect
      .poll(
        async () => {
          const token = await stored(founder, LOCAL_STORAGE_KEYS.launchResumeToken);
          const box = founder.getByLabel('Your business idea');
          if (token === null && (await box.count()) > 0) {
            // Hydration may have emptied the field typed into before it: typed again, then sent.
            if ((await box.inputValue()) === '') await box.fill(idea);
            await box.press('Enter');
          }
          return token;
        },
        { ...STARTED, message: 'the launch chat started (its resume token stored)' },
      )
      .not.toBeNull();
    const token = JSON.parse((await stored(founder, LOCAL_STORAGE_KEYS.launchResumeToken)) ?? '""') as string;
    await founder.getByRole('button', { name: /^FinTech/ }).click();
    await founder.getByRole('button', { name: 'See my tailored solution' }).click();
    await founder.getByRole('button', { name: 'Change sector' }).waitFor();
    await founder.getByRole('button', { name: 'Start in 60s' }).last().click();
    const frame = founder.frameLocator(FRAME);
    await frame.getByLabel('Name').fill('Amaka Obi');
    await frame.getByLabel('Email').fill(email);
    await frame.getByRole('button', { name: 'Schedule Event' }).click();
    await frame.getByText(/^You are scheduled: /).waitFor();
    await founder.getByRole('button', { name: 'Continue' }).click();
    await founder
      .getByTestId('launch-recap')
      .getByRole('heading', { name: 'Your setup call is booked' })
      .waitFor({ timeout: 10_000 });
    await shot(founder, '03-founder-phone-booked');
    await expect
      .poll(async () => (await getOnboarding(token))?.email ?? null, {
        ...SAVED,
        message: 'the booking filled the launch record with the e-mail given on the booking page',
      })
      .toBe(email);
    const business = (await getOnboarding(token))?.business_name ?? '';
    expect(business).not.toBe('');

    // The partner sees the referral by the business's name, at "Call booked".
    await partner.reload();
    const row = partner.getByRole('list', { name: 'Referrals, newest first' }).getByRole('listitem').first();
    await row.getByText(business).waitFor();
    expect(await row.getByTestId('referral-stage').textContent()).toBe(' · Call booked');
    await shot(partner, '04-partner-phone-call-booked');

    // Staff, on a laptop: one person, with the Q chat, and the payment link sent.
    const { page: staff } = await browser.open(viewports.desktop);
    await signInAsAdmin(staff);
    await staff.getByRole('tab', { name: 'Chat Sessions' }).click();
    // The list's row of the widget chat (the founder left no e-mail in it) is under their name.
    const qChat = staff.locator(`li[data-row-key="${widgetSession}"]`);
    await qChat.getByText('Amaka Obi').first().waitFor();
    await shot(staff, '05-staff-laptop-chat-sessions');
    await staff.getByRole('tab', { name: 'Onboarding' }).click();
    await staff.getByLabel('Search onboarding').fill(marker);
    const card = staff.locator('li', { has: staff.getByTestId('setup-call') }).filter({ hasText: marker });
    await card.getByText(`Booked by Amaka Obi · ${email}`).waitFor();
    await card.getByRole('button', { name: 'Timeline', exact: true }).click();
    const events = card.getByRole('list', { name: 'Timeline events, newest first' });
    await events.getByText(/^Chat with Q: \d+ messages/).waitFor();
    await events.getByText(/Referred by /).waitFor();
    await shot(staff, '06-staff-laptop-one-person');
    const since = aSecondAgo();
    await card.getByRole('button', { name: 'Send payment link' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Send payment link' }).click();
    await staff.getByText('Payment link sent').first().waitFor();
    await shot(staff, '07-staff-laptop-link-sent');

    // The founder pays from the e-mailed link, nothing to sign in to.
    const mail = await newestMail(email, /checkout link/, since);
    const checkoutLink = /(http\S+\/checkout\?token=[0-9a-f-]{36}#email=\S+)/.exec(mail.text)?.[1] ?? '';
    await founder.goto(checkoutLink);
    await founder.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    // The order loaded, the e-mail filled in from the link, nothing to wait for: then the picture.
    const pay = founder.getByRole('button', { name: /^Pay .* with Paystack$/ });
    await pay.waitFor();
    expect(await founder.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    await shot(founder, '08-founder-phone-checkout');
    await pay.click();
    await founder.waitForURL(/\/_local\/paystack\/checkout\//);
    await founder.getByRole('button', { name: /^Pay / }).click();
    await founder.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    await shot(founder, '09-founder-phone-paid');

    // The partner sees it paid.
    await partner.reload();
    await row.getByText(business).waitFor();
    await expect
      .poll(() => row.getByTestId('referral-stage').textContent(), {
        message: "the partner's row at Setup fee paid",
      })
      .toBe(' · Setup fee paid');
    await shot(partner, '10-partner-phone-paid');
  }, 240_000);
});
