import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONTACT_ASK } from '../../functions/domain/q/guide/contact-ask.ts';
import { signInAsAdmin, useBrowser, viewports } from './browser.ts';
import { askQ, openQWidget } from './q-widget.ts';

/**
 * Issue #26/#27 on a phone: after Q has helped a founder who shows buying intent, it invites a name
 * and an e-mail or WhatsApp number (once, after the answer); the founder leaves an e-mail, Q thanks
 * them, and a staff member on a laptop finds that e-mail on the chat session.
 */
const browser = useBrowser();

describe('Q asks for a contact after helping (#26 #27)', () => {
  it('shows the ask after an answer on a phone, thanks the founder, and staff see the e-mail on the chat session', async () => {
    const email = `ada.${randomUUID().slice(0, 8)}@example.com`;
    const { page, dialog } = await openQWidget(browser);

    const first = await askQ(page, dialog, 'I want to start a restaurant delivery app in Lagos');
    expect(first).not.toContain(CONTACT_ASK.en);

    const second = await askQ(page, dialog, 'How much does it cost?');
    // The answer first, then the invitation as its last line.
    expect(second).toMatch(/setup call/i);
    expect(second).toContain(CONTACT_ASK.en);
    expect(second.indexOf(CONTACT_ASK.en)).toBeGreaterThan(second.search(/setup call/i));

    const third = await askQ(page, dialog, `Ada Obi, ${email}`);
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
