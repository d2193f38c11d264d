import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONTACT_ASK } from '../../functions/domain/q/guide/contact-ask.ts';
import { signInAsAdmin, urlOf, useBrowser, viewports } from './browser.ts';

/**
 * Issue #26/#27 on a phone: after Q has helped a founder who shows buying intent, it invites a name
 * and an e-mail or WhatsApp number (once, after the answer); the founder leaves an e-mail, Q thanks
 * them, and a staff member on a laptop finds that e-mail on the chat session.
 */
const browser = useBrowser();
const Q_REPLY = { timeout: 20_000 };

async function ask(page: Page, dialog: Locator, message: string): Promise<string> {
  const bubbles = dialog.getByRole('log', { name: 'Conversation with Q' }).locator('[data-message]');
  const before = await bubbles.count();
  await dialog.getByRole('textbox', { name: 'Message Q' }).fill(message);
  await page.keyboard.press('Enter');
  await bubbles.nth(before + 1).waitFor(Q_REPLY);
  await expect
    .poll(async () => (await bubbles.last().textContent()) ?? '', {
      ...Q_REPLY,
      message: `Q's reply to "${message}" never finished`,
    })
    .not.toMatch(/^You said|typing/);
  return (await bubbles.last().textContent()) ?? '';
}

describe('Q asks for a contact after helping (#26 #27)', () => {
  it('shows the ask after an answer on a phone, thanks the founder, and staff see the e-mail on the chat session', async () => {
    const email = `ada.${randomUUID().slice(0, 8)}@example.com`;
    const { page } = await browser.open(viewports.phone);
    await page.goto(urlOf('/'), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Chat with Q' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chat with Q' });
    await dialog.waitFor();

    const first = await ask(page, dialog, 'I want to start a restaurant delivery app in Lagos');
    expect(first).not.toContain(CONTACT_ASK.en);

    const second = await ask(page, dialog, 'How much does it cost?');
    // The answer first, then the invitation as its last line.
    expect(second).toMatch(/setup call/i);
    expect(second).toContain(CONTACT_ASK.en);
    expect(second.indexOf(CONTACT_ASK.en)).toBeGreaterThan(second.search(/setup call/i));

    const third = await ask(page, dialog, `Ada Obi, ${email}`);
    expect(third).toContain('Thank you, Ada Obi!');
    expect(third).not.toContain(CONTACT_ASK.en);

    // Staff, on a laptop, find the founder by the e-mail they typed.
    const staff = await browser.open(viewports.desktop);
    await signInAsAdmin(staff.page);
    await staff.page.getByLabel('Search sessions').fill(email);
    const session = staff.page
      .getByRole('list', { name: 'Chat sessions' })
      .getByRole('listitem')
      .filter({ hasText: email });
    await session.waitFor({ timeout: 15_000 });
    await expect(session.getByText('Ada Obi').count()).resolves.toBeGreaterThan(0);
  });
});
