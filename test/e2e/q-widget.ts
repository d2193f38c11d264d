import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { urlOf, viewports, type useBrowser } from './browser.ts';

/** How long Q's reply may take on a busy machine before a test says it never came. */
export const Q_REPLY = { timeout: 20_000 };

/** The home page on a phone with the Q widget open: the way a founder starts talking to Q. */
export async function openQWidget(
  browser: ReturnType<typeof useBrowser>,
): Promise<{ page: Page; dialog: Locator }> {
  const { page } = await browser.open(viewports.phone);
  await page.goto(urlOf('/'), { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Chat with Q' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chat with Q' });
  await dialog.waitFor();
  return { page, dialog };
}

/** Sends `message` to Q in the open widget and answers Q's finished reply, as the founder reads it. */
export async function askQ(page: Page, dialog: Locator, message: string): Promise<string> {
  const bubbles = dialog.getByRole('log', { name: 'Conversation with Q' }).locator('[data-message]');
  const before = await bubbles.count();
  await dialog.getByRole('textbox', { name: 'Message Q' }).fill(message);
  await page.keyboard.press('Enter');
  // The visitor's own bubble comes first, then Q's reply.
  await bubbles.nth(before + 1).waitFor(Q_REPLY);
  await expect
    .poll(async () => (await bubbles.last().textContent()) ?? '', {
      ...Q_REPLY,
      message: `Q's reply to "${message}" never finished`,
    })
    .not.toMatch(/^You said|typing/);
  return (await bubbles.last().textContent()) ?? '';
}
