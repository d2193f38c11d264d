import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { urlOf, useBrowser, type PageGlobals } from './browser.ts';

/**
 * What a founder on a small Android phone sees (360-412 px wide): the booking step's buttons are on
 * screen beside the 720px calendar, and toasts do not cover the form they are about (issue #15).
 */
const PHONES = [
  { width: 360, height: 740 },
  { width: 412, height: 915 },
];
const FRAME = 'iframe[title="Book your setup call"]';

const browser = useBrowser();
const open = async (viewport: { width: number; height: number }): Promise<Page> =>
  (await browser.open(viewport)).page;

/** True when the whole element is inside the visible part of the page, as it stands now. */
async function onScreen(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const height = await page.evaluate(
    () => (globalThis as unknown as PageGlobals & { innerHeight: number }).innerHeight,
  );
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('on a phone', () => {
  for (const viewport of PHONES) {
    it(`keeps the booking step's buttons on screen at ${viewport.width}px`, async () => {
      const page = await open(viewport);
      await page.goto(urlOf('/launch'), { waitUntil: 'networkidle' });
      await page.getByLabel('Your business idea').fill('A food delivery app for bukas in Ibadan');
      await page.getByLabel('Your business idea').press('Enter');
      await page.getByRole('button', { name: /^Restaurants/ }).click();
      await page.getByRole('button', { name: 'See my tailored solution' }).click();
      await page.getByRole('button', { name: 'Change sector' }).waitFor();
      await page.getByRole('button', { name: 'Start in 60s' }).last().click();
      await page.locator(FRAME).waitFor();

      // Wherever the page is scrolled within the calendar, the buttons and their hint are visible.
      const waiting = page.getByRole('button', { name: 'Waiting for booking...' });
      await page.locator(FRAME).scrollIntoViewIfNeeded();
      expect(await onScreen(page, waiting)).toBe(true);
      expect(await onScreen(page, page.getByText('Continue unlocks once your call is booked'))).toBe(true);

      await page.frameLocator(FRAME).getByRole('button', { name: 'Schedule Event' }).click();
      const continueButton = page.getByRole('button', { name: 'Continue' });
      await expect.poll(() => continueButton.isEnabled()).toBe(true);
      expect(await onScreen(page, continueButton)).toBe(true);
      await page.screenshot({ path: `test-results/phone-booking-${viewport.width}.png` });
    });
  }

  it('shows a toast at the top, clear of the form and its submit button', async () => {
    const page = await open(PHONES[0] ?? { width: 360, height: 740 });
    await page.goto(urlOf('/referral-login'), { waitUntil: 'networkidle' });
    const email = page.getByLabel(/email/i).first();
    await email.fill('not-an-email');
    const submit = page.getByRole('button', { name: 'Send Magic Link' });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    const toast = page.getByRole('region', { name: 'Notifications' }).locator('> div > *').first();
    await toast.waitFor();

    const toastBox = await toast.boundingBox();
    const submitBox = await submit.boundingBox();
    const emailBox = await email.boundingBox();
    expect(toastBox && submitBox && emailBox).toBeTruthy();
    if (!toastBox || !submitBox || !emailBox) return;
    expect(overlaps(toastBox, submitBox)).toBe(false);
    expect(overlaps(toastBox, emailBox)).toBe(false);
  });
});
