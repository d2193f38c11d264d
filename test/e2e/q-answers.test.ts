import { describe, expect, it } from 'vitest';
import { formatNaira } from '../../functions/domain/money.ts';
import { BANKING_PLATFORM_PLAN } from '../../functions/domain/plans.ts';
import { urlOf, useBrowser, viewports } from './browser.ts';

/**
 * Q as founders actually ask (issue #18), in the widget on a phone, against the local product's
 * built-in guide: a Pidgin question gets a Pidgin answer with the exact published price, and "who
 * owns the code?" gets a specific answer, not the generic paragraph.
 */
const browser = useBrowser();
const GENERIC_OPENING = "I'd love to help you get that off the ground";

async function ask(question: string): Promise<string> {
  const { page } = await browser.open(viewports.phone);
  await page.goto(urlOf('/'), { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Chat with Q' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chat with Q' });
  const bubbles = dialog.getByRole('log', { name: 'Conversation with Q' }).locator('[data-message]');
  const before = await bubbles.count();
  await dialog.getByRole('textbox', { name: 'Message Q' }).fill(question);
  await page.keyboard.press('Enter');
  // The visitor's own bubble comes first ("You said: …"), then Q's reply.
  await bubbles.nth(before + 1).waitFor({ timeout: 20_000 });
  await expect
    .poll(async () => (await bubbles.last().textContent()) ?? '', { timeout: 20_000 })
    .not.toMatch(/^You said|typing/);
  return (await bubbles.last().textContent()) ?? '';
}

describe('Q in the widget', () => {
  it('answers a Pidgin price question in Pidgin, with the exact price and the POS context', async () => {
    const reply = await ask('abeg how much e go cost me to build POS agent app?');

    expect(reply).toContain(formatNaira(BANKING_PLATFORM_PLAN.price));
    // Pidgin, not English: the guide's Pidgin answers use these words.
    expect(reply).toMatch(/\b(dey|go|una|wetin|na|abeg|sabi)\b/);
    expect(reply).toMatch(/POS|agent/i);
    expect(reply).not.toContain(GENERIC_OPENING);
  });

  it('answers "who owns the code?" specifically', async () => {
    const reply = await ask('Is this a scam? who owns the code after?');

    expect(reply).toMatch(/own/i);
    expect(reply).toMatch(/code/i);
    expect(reply).not.toContain(GENERIC_OPENING);
  });
});
