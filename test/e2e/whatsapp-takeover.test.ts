import { randomInt } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { formatNaira } from '../../functions/domain/money.ts';
import { BANKING_PLATFORM_PLAN } from '../../functions/domain/plans.ts';
import { signInAsAdmin, useBrowser, viewports } from './browser.ts';

/**
 * Issue #30 in Chromium: a founder writes on the WhatsApp stand-in's phone page and gets Q's Pidgin
 * answer with the published price; staff see the conversation appear in Chat Sessions without
 * reloading, take it over, reply (the founder's phone shows it), and hand it back to Q.
 */
const browser = useBrowser();
const price = formatNaira(BANKING_PLATFORM_PLAN.price);

describe('a WhatsApp conversation, founder and staff', () => {
  it('is answered by Q, appears live for staff, and is taken over, replied to and handed back', async () => {
    const waId = `23481${String(randomInt(10_000_000, 99_999_999))}`;
    const staff = await browser.open(viewports.desktop);
    await signInAsAdmin(staff.page);
    // Narrowed to this number before it ever wrote: the card can only arrive live.
    await staff.page.getByLabel('Search sessions').fill(waId);
    await staff.page.getByText('No chat sessions match.').waitFor();

    const phone = await browser.open(viewports.phone);
    await phone.page.goto(inject('whatsappUrl'));
    await phone.page.getByLabel('Your name').fill('Amaka Obi');
    await phone.page.getByLabel('Your number').fill(waId);
    await phone.page.getByLabel('Message').fill('abeg how much for banking app?');
    await phone.page.getByRole('button', { name: 'Send' }).click();
    const replies = phone.page.locator('#thread li.product');
    await replies.first().waitFor({ timeout: 20_000 });
    const answer = (await replies.first().textContent()) ?? '';
    expect(answer).toContain(price);
    expect(answer).toMatch(/\b(dey|go|una|wetin|na|abeg|sabi)\b/);
    await phone.page.locator('#thread li.product [data-status="read"]').first().waitFor();

    const card = staff.page.locator(`[data-session-id="whatsapp-${waId}"]`);
    await card.waitFor({ timeout: 15_000 });
    await expect.poll(() => card.getByText('WhatsApp', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => card.getByText(`+${waId}`).isVisible()).toBe(true);
    await card.getByRole('button', { name: 'View transcript' }).click();
    // The card's summary and the opened transcript both show the founder's first message.
    await card
      .getByRole('list', { name: 'Transcript' })
      .getByText('abeg how much for banking app?')
      .waitFor();

    await card.getByRole('button', { name: 'Take over' }).click();
    await card.getByRole('button', { name: 'Hand back to Q' }).waitFor();
    await card.getByLabel('Reply').fill('Amaka, na Tobi from Quarter. I go call you now now.');
    await card.getByRole('button', { name: 'Send reply' }).click();
    await phone.page.getByText('Amaka, na Tobi from Quarter. I go call you now now.').waitFor();
    await card.getByText(`Staff (${inject('adminEmail').toLowerCase()})`).waitFor();

    await card.getByRole('button', { name: 'Hand back to Q' }).click();
    await card.getByRole('button', { name: 'Take over' }).waitFor();
    await phone.page.getByLabel('Message').fill('Who owns the code after?');
    await phone.page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => replies.count(), { timeout: 20_000 }).toBe(3);
    expect(staff.problems.consoleErrors).toEqual([]);
  });
});
