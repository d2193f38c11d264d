import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getOnboarding, upsertOnboarding } from '../../functions/adapters/db/onboardings.ts';
import { newResumeToken } from '../../functions/domain/ids.ts';
import { LOCAL_STORAGE_KEYS } from '../../functions/domain/storage-keys.ts';
import { signInAsAdmin, urlOf, useBrowser, viewports, type PageGlobals } from './browser.ts';
import { aSecondAgo, newestMail } from './outbox.ts';

/**
 * Issue #26: a founder who gives their name and e-mail only to the booking page, never in the launch
 * chat, can still be sent a payment link. The signed booking fills the record, so the onboarding
 * card, the payment link, the timeline and the CSV all name the founder.
 */
const browser = useBrowser();
const FRAME = 'iframe[title="Book your setup call"]';
const SAVED = { timeout: 15_000, interval: 100 };

const stored = (page: Page, key: string) =>
  page.evaluate((name) => (globalThis as unknown as PageGlobals).localStorage.getItem(name), key);

/** The launch chat with an idea that names nobody, then a booking made under `name` and `email`. */
async function bookAnonymously(page: Page, idea: string, name: string, email: string): Promise<string> {
  await page.goto(urlOf('/launch'), { waitUntil: 'networkidle' });
  await page.getByLabel('Your business idea').fill(idea);
  await page.getByLabel('Your business idea').press('Enter');
  // Saved once Q has answered the idea: on a loaded machine that takes more than poll's default second.
  await expect
    .poll(() => stored(page, LOCAL_STORAGE_KEYS.launchResumeToken), {
      timeout: 15_000,
      message: 'the launch chat to keep its resume token after the idea',
    })
    .not.toBeNull();
  const token = JSON.parse((await stored(page, LOCAL_STORAGE_KEYS.launchResumeToken)) ?? '""') as string;
  await page.getByRole('button', { name: /^FinTech/ }).click();
  await page.getByRole('button', { name: 'See my tailored solution' }).click();
  await page.getByRole('button', { name: 'Change sector' }).waitFor();
  await page.getByRole('button', { name: 'Start in 60s' }).last().click();
  const frame = page.frameLocator(FRAME);
  await frame.getByLabel('Name').fill(name);
  await frame.getByLabel('Email').fill(email);
  await frame.getByRole('button', { name: 'Schedule Event' }).click();
  await frame.getByText(/^You are scheduled: /).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  return token;
}

describe('a founder known only from the booking', () => {
  it('is sent a payment link that reaches the e-mail given to the booking page', async () => {
    const marker = randomUUID().slice(0, 8);
    const email = `amaka.obi-${marker}@example.com`;
    const idea = `A savings app for market women in Onitsha, ref ${marker}`;

    const { page: founder } = await browser.open(viewports.phone);
    const token = await bookAnonymously(founder, idea, 'Amaka Obi', email);
    // The signed booking fills the record the chat left without a founder.
    await expect.poll(async () => (await getOnboarding(token))?.email ?? null, SAVED).toBe(email);
    expect(await getOnboarding(token)).toMatchObject({ name: 'Amaka Obi', email, idea });

    const { page: admin, context, problems } = await browser.open(viewports.desktop);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: urlOf('/') });
    await signInAsAdmin(admin);
    await admin.getByRole('tab', { name: 'Onboarding' }).click();
    await admin.getByLabel('Search onboarding').fill(marker);
    const card = admin.locator('li', { has: admin.getByTestId('setup-call') }).filter({ hasText: marker });
    await card.getByText(`Booked by Amaka Obi · ${email}`).waitFor();
    expect(await card.textContent()).toContain(`Amaka Obi · ${email}`);

    // The payment link goes to the booking's e-mail.
    const since = aSecondAgo();
    const send = card.getByRole('button', { name: 'Send payment link' });
    expect(await send.isEnabled()).toBe(true);
    await send.click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Send payment link' }).click();
    await admin.getByText('Payment link sent').first().waitFor();
    const mail = await newestMail(email, /checkout link/, since);
    expect(mail.text).toContain(`/checkout?token=${token}`);
    expect(mail.text).toContain('Hello Amaka Obi,');
    // Staff can copy the same link for WhatsApp, the founder's e-mail in its fragment.
    await card.getByRole('button', { name: 'Copy checkout link' }).click();
    await admin.getByText('Checkout link copied').first().waitFor();
    const copied = await admin.evaluate(() =>
      (
        globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
      ).navigator.clipboard.readText(),
    );
    expect(copied).toBe(urlOf(`/checkout?token=${token}#email=${encodeURIComponent(email)}`));

    // The timeline and the CSV name the founder.
    await card.getByRole('button', { name: 'Timeline', exact: true }).click();
    const founderLine = card
      .getByRole('region', { name: 'Timeline' })
      .locator('dl > div')
      .filter({ hasText: 'Founder:' });
    await expect.poll(() => founderLine.textContent()).toBe(`Founder:Amaka Obi · ${email}`);
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('tabpanel').getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    const row = csv.split('\r\n').find((line) => line.startsWith(token)) ?? '';
    expect(row).toContain(`,Amaka Obi,${email},`);

    expect(problems.consoleErrors).toEqual([]);
  });

  it('says on the card, in words, why a record with no e-mail cannot be sent a payment link', async () => {
    const marker = randomUUID().slice(0, 8);
    await upsertOnboarding({
      resume_token: newResumeToken(),
      business_name: `Silent Founder ${marker}`,
      stage_completed: 'cta',
    });
    const { page: admin } = await browser.open(viewports.phone);
    await signInAsAdmin(admin);
    await admin.getByRole('tab', { name: 'Onboarding' }).click();
    await admin.getByLabel('Search onboarding').fill(marker);
    const card = admin.locator('li', {
      has: admin.getByRole('heading', { name: `Silent Founder ${marker}` }),
    });
    const send = card.getByRole('button', { name: 'Send payment link' });
    await send.waitFor();
    expect(await send.isDisabled()).toBe(true);
    const reason = card.getByText(/^No e-mail yet:/);
    expect(await reason.isVisible()).toBe(true);
  });
});
