import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getSetupCall } from '../../functions/adapters/db/setup-calls.ts';
import { LOCAL_STORAGE_KEYS } from '../../functions/domain/storage-keys.ts';
import { urlOf, useBrowser, viewports, type PageGlobals } from './browser.ts';
import { aSecondAgo, newestMail } from './outbox.ts';

/**
 * Issue #26: the launch chat used to end in "All set! Redirecting you back..." and the home page, and
 * a later visit started at step 1. It now ends on a recap the founder keeps: the booked time in Lagos
 * time with a calendar file, what happens next and the plan, e-mailed too, and shown again on a
 * later visit to /launch until the founder starts a new idea.
 */
const browser = useBrowser();
const FRAME = 'iframe[title="Book your setup call"]';
const CONFIRMED = { timeout: 15_000, interval: 100 };

const stored = (page: Page, key: string) =>
  page.evaluate((name) => (globalThis as unknown as PageGlobals).localStorage.getItem(name), key);

/** "Monday, 2 March 2026 at 10:00 (Lagos time)", computed here independently of the product. */
const lagos = (iso: string) =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Africa/Lagos' }).format(new Date(iso))} (Lagos time)`;

/** 2026-03-02T09:00:00.000Z -> 20260302T090000Z */
const icsTime = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

describe('the end of the launch chat', () => {
  it.each([
    ['phone', viewports.phone],
    ['laptop', viewports.desktop],
  ] as const)('is a recap the founder keeps (%s)', async (_size, viewport) => {
    const marker = randomUUID().slice(0, 8);
    const email = `recap-${marker}@example.com`;
    const { page, problems } = await browser.open(viewport);
    await page.goto(urlOf('/launch'), { waitUntil: 'networkidle' });
    await page.getByLabel('Your business idea').fill(`A savings and loans app for traders in Kano. ${email}`);
    await page.getByLabel('Your business idea').press('Enter');
    await expect.poll(() => stored(page, LOCAL_STORAGE_KEYS.launchResumeToken)).not.toBeNull();
    const token = JSON.parse((await stored(page, LOCAL_STORAGE_KEYS.launchResumeToken)) ?? '""') as string;
    await page.getByRole('button', { name: /^FinTech/ }).click();
    await page.getByRole('button', { name: 'See my tailored solution' }).click();
    await page.getByRole('button', { name: 'Change sector' }).waitFor();
    await page.getByRole('button', { name: 'Start in 60s' }).last().click();
    // The booking copy agrees with the layout: the calendar is below the heading, whatever the size.
    await page.getByText('Pick a time in the calendar below').waitFor();
    expect(await page.getByText(/calendar above/).count()).toBe(0);
    const frame = page.frameLocator(FRAME);
    const slotChoice = frame.getByRole('radio').nth(1);
    const slot = (await slotChoice.getAttribute('value')) ?? '';
    await slotChoice.check();
    const since = aSecondAgo();
    await frame.getByRole('button', { name: 'Schedule Event' }).click();
    await frame.getByText(/^You are scheduled: /).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();

    // The spec's closing line first, then the recap, on /launch.
    await page.getByText('All set! Redirecting you back...').waitFor();
    const recap = page.getByTestId('launch-recap');
    await recap.getByRole('heading', { name: 'Your setup call is booked' }).waitFor({ timeout: 5_000 });
    expect(new URL(page.url()).pathname).toBe('/launch');
    await expect.poll(async () => (await getSetupCall(token))?.status, CONFIRMED).toBe('booked');
    await expect.poll(() => recap.getByTestId('recap-time').textContent(), CONFIRMED).toBe(lagos(slot));
    expect(await recap.getByRole('heading', { name: 'What happens next' }).count()).toBe(1);
    expect(await recap.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    await recap.getByRole('heading', { name: 'Your plan: a FinTech platform' }).waitFor();

    // The calendar file holds the confirmed time (in UTC, as calendars expect).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      recap.getByRole('link', { name: 'Add to calendar (.ics)' }).click(),
    ]);
    const ics = await readFile((await download.path()) ?? '', 'utf8');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`DTSTART:${icsTime(slot)}`);
    expect(ics).toContain('SUMMARY:Quarter setup call (30 minutes)');

    // The same recap by e-mail.
    const mail = await newestMail(email, /^Your setup call is booked: /, since);
    expect(mail.subject).toBe(`Your setup call is booked: ${lagos(slot)}`);
    expect(mail.text).toContain('What happens next:');
    expect(mail.text).toContain(`/api/launch/onboarding/${token}/setup-call.ics`);

    // A later visit shows the recap again, with a way to start a new idea.
    await page.goto(urlOf('/launch'), { waitUntil: 'networkidle' });
    await recap.getByRole('heading', { name: 'Your setup call is booked' }).waitFor();
    await expect.poll(() => recap.getByTestId('recap-time').textContent(), CONFIRMED).toBe(lagos(slot));
    await page.getByRole('button', { name: 'Start a new idea' }).click();
    await page.getByLabel('Your business idea').waitFor();
    expect(await page.getByTestId('launch-step').getAttribute('data-step')).toBe('idea');
    expect(await stored(page, LOCAL_STORAGE_KEYS.launchRecap)).toBeNull();
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByLabel('Your business idea').waitFor();

    expect(problems.consoleErrors).toEqual([]);
  });
});
