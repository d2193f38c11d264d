import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { getSetupCall } from '../../functions/adapters/db/setup-calls.ts';
import { LOCAL_STORAGE_KEYS } from '../../functions/domain/storage-keys.ts';
import { mailsTo } from '../integration/payments/support.ts';
import { signInAsAdmin, urlOf, useBrowser, viewports, type PageGlobals } from './browser.ts';
import { formatLagosTime } from '../../web/src/features/admin/lagos-time.ts';

/**
 * Issue #19: the founder books a slot in the scheduling page framed by the launch chat; the
 * scheduling provider (locally the sandbox) confirms it to the server with a signed webhook, and
 * staff see the confirmed time on the onboarding card and get an e-mail.
 */
const browser = useBrowser();
const FRAME = 'iframe[title="Book your setup call"]';
const CONFIRMED = { timeout: 15_000, interval: 100 };

const stored = (page: Page, key: string) =>
  page.evaluate((name) => (globalThis as unknown as PageGlobals).localStorage.getItem(name), key);

/** The launch chat up to the booking step, then one slot booked; answers the token and the slot. */
async function bookThroughLaunchChat(
  page: Page,
  idea: string,
): Promise<{ token: string; slot: string; frameSrc: string }> {
  await page.goto(urlOf('/launch'), { waitUntil: 'networkidle' });
  await page.getByLabel('Your business idea').fill(idea);
  await page.getByLabel('Your business idea').press('Enter');
  await expect.poll(() => stored(page, LOCAL_STORAGE_KEYS.launchResumeToken)).not.toBeNull();
  const token = JSON.parse((await stored(page, LOCAL_STORAGE_KEYS.launchResumeToken)) ?? '""') as string;
  await page.getByRole('button', { name: /^FinTech/ }).click();
  await page.getByRole('button', { name: 'See my tailored solution' }).click();
  await page.getByRole('button', { name: 'Change sector' }).waitFor();
  await page.getByRole('button', { name: 'Start in 60s' }).last().click();

  const frameSrc = (await page.locator(FRAME).getAttribute('src')) ?? '';
  const frame = page.frameLocator(FRAME);
  const slotChoice = frame.getByRole('radio').nth(2);
  const slot = (await slotChoice.getAttribute('value')) ?? '';
  await slotChoice.check();
  await frame.getByRole('button', { name: 'Schedule Event' }).click();
  await frame.getByText(/^You are scheduled: /).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  // Issue #26: the chat ends on the founder's recap at /launch, no longer on the home page.
  await page.getByRole('heading', { name: 'Your setup call is booked' }).waitFor({ timeout: 5_000 });
  return { token, slot, frameSrc };
}

describe('a setup call confirmed by the scheduling provider', () => {
  it('reaches the onboarding card with its time, and staff by e-mail', async () => {
    const marker = randomUUID().slice(0, 8);
    const email = `ada-${marker}@example.com`;
    const idea = `My name is Ada Obi and I want to build a POS agent app for market women in Aba. Write to ${email}`;

    // The founder books in the frame: the frame URL carried the resume token (utm_content).
    const { page: founder } = await browser.open(viewports.desktop);
    const { token, slot } = await bookThroughLaunchChat(founder, idea);
    // The recap is on screen, so the booking frame is gone now. Counted, not read: reading its src
    // waited Playwright's whole 30 s for a frame that is meant not to be there (most of this test).
    expect(await founder.locator(FRAME).count()).toBe(0);
    await expect.poll(async () => (await getSetupCall(token))?.status, CONFIRMED).toBe('booked');
    expect(await getSetupCall(token)).toMatchObject({
      start_time: new Date(slot).toISOString(),
      invitee_name: 'Ada Obi',
      invitee_email: email,
    });

    // Staff read the confirmed time on the onboarding card, in Lagos time.
    const { page: admin, problems } = await browser.open(viewports.desktop);
    await signInAsAdmin(admin);
    await admin.getByRole('tab', { name: 'Onboarding' }).click();
    await admin.getByLabel('Search onboarding').fill(marker);
    const card = admin.locator('li', { has: admin.getByText(`Ada Obi · ${email}`) });
    const setupCall = card.getByTestId('setup-call');
    await setupCall.waitFor();
    // The admin's one date format, Lagos time named by its zone (issue #26).
    const lagosTime = formatLagosTime(slot);
    expect(lagosTime).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} WAT$/);
    expect(await setupCall.textContent()).toContain(`Setup call:${lagosTime}Booked`);
    expect(await setupCall.textContent()).toContain(`Booked by Ada Obi · ${email}`);

    // The prospect's timeline carries the booking with the same time.
    await card.getByRole('button', { name: 'Timeline', exact: true }).click();
    await card.getByText(`Setup call booked for ${lagosTime}`).waitFor();

    expect(problems.consoleErrors).toEqual([]);

    // The alert is in the outbox, naming the launch: the inbox page narrowed to it (the whole inbox
    // renders a frame for each of up to 500 mails, which took most of this test late in a run).
    const query = new URLSearchParams({ to: inject('staffAlertEmail'), text: token });
    await admin.goto(`${inject('outboxUrl')}?${query}`);
    await admin
      .getByText(/^Setup call booked: /)
      .first()
      .waitFor();
    const alerts = (await mailsTo(inject('staffAlertEmail'))).filter((mail) => mail.text.includes(token));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text).toContain(`Ada Obi <${email}>`);
  });
});
