import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getOnboarding } from '../../functions/adapters/db/onboardings.ts';
import { PAID_LAUNCH_LOCKED_MESSAGE } from '../../functions/domain/launch-chat-refusals.ts';
import { LOCAL_STORAGE_KEYS } from '../../functions/domain/storage-keys.ts';
import { checkout, pressOnCheckout, signInCustomer, verify } from '../integration/payments/support.ts';
import { urlOf, useBrowser, viewports, type PageGlobals } from './browser.ts';

/**
 * Issue #28: a founder whose launch is paid opens /launch again in the same browser. The page shows
 * the server's sentence before they type anything, offers nothing that changes the launch (and no
 * payment link), and links to the launch request; the paid record stays as it was. A launch paid
 * while the chat is open (another tab) is told the same way at the founder's next answer.
 */
const browser = useBrowser();
const FRAME = 'iframe[title="Book your setup call"]';
const SHOTS = path.resolve('test-results', 'paid-launch-chat');
/** The contract: the sentence within 15 s of opening /launch. */
const TOLD = { timeout: 15_000 };

const stored = (page: Page, key: string) =>
  page.evaluate((name) => (globalThis as unknown as PageGlobals).localStorage.getItem(name), key);

/** The idea (naming the founder's e-mail) up to the sector; answers the resume token. */
async function startChat(page: Page, idea: string): Promise<string> {
  await page.goto(urlOf('/launch'), { waitUntil: 'networkidle' });
  await page.getByLabel('Your business idea').fill(idea);
  await page.getByLabel('Your business idea').press('Enter');
  await expect
    .poll(() => stored(page, LOCAL_STORAGE_KEYS.launchResumeToken), {
      timeout: 15_000,
      message: 'the launch chat to keep its resume token after the idea',
    })
    .not.toBeNull();
  return JSON.parse((await stored(page, LOCAL_STORAGE_KEYS.launchResumeToken)) ?? '""') as string;
}

/** The setup fee paid through the payment sandbox, as the founder's checkout does. */
async function pay(email: string, resumeToken: string): Promise<void> {
  const customer = await signInCustomer(email);
  const started = await checkout(customer.idToken, { tier: 'basic', resumeToken });
  await pressOnCheckout(started.authorizationUrl, 'pay');
  expect((await verify(started.reference, customer.accessToken)).body).toMatchObject({ success: true });
}

const visibleText = (page: Page) => page.locator('body').innerText();

/** Points 1-4 of the contract, read off the page. */
async function expectClosedChat(page: Page, resumeToken: string): Promise<void> {
  const told = page.getByRole('alert').filter({ hasText: PAID_LAUNCH_LOCKED_MESSAGE });
  await told.waitFor(TOLD).catch(async () => {
    throw new Error(
      `waited 15 s for the paid launch's sentence on /launch; the page read: ${await visibleText(page)}`,
    );
  });
  expect((await told.textContent())?.trim()).toBe(PAID_LAUNCH_LOCKED_MESSAGE);
  expect(await visibleText(page)).not.toMatch(/payment link/i);
  expect(await page.locator('input:enabled, textarea:enabled').count()).toBe(0);
  expect(await page.getByRole('button', { name: /^FinTech|Other \/ Not sure/ }).count()).toBe(0);
  const signIn = page.getByRole('link', { name: /launch request/i });
  expect(await signIn.getAttribute('href')).toBe(`/launch-request?token=${resumeToken}`);
}

describe('a founder whose launch is paid, back at /launch', () => {
  it('reads the server’s sentence on the recap, no payment link, and a way to the launch request', async () => {
    const marker = randomUUID().slice(0, 8);
    const email = `paid-founder-${marker}@example.com`;
    const idea = `Hi, I'm Chika Eze and I want a POS agent network for market women in Aba. Write to ${email}`;
    const { page, problems } = await browser.open(viewports.phone);

    // The whole chat, booked, as a founder walks it.
    const token = await startChat(page, idea);
    await page.getByRole('button', { name: /^FinTech/ }).click();
    await page.getByRole('button', { name: 'See my tailored solution' }).click();
    await page.getByRole('button', { name: 'Change sector' }).waitFor();
    await page.getByRole('button', { name: 'Start in 60s' }).last().click();
    await page.frameLocator(FRAME).getByRole('button', { name: 'Schedule Event' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Your setup call is booked' }).waitFor({ timeout: 10_000 });
    await expect
      .poll(async () => (await getOnboarding(token))?.stage_completed, {
        timeout: 15_000,
        message: 'the finalize to store the booked launch',
      })
      .toBe('meeting_booked');

    await pay(email, token);
    const paid = await getOnboarding(token);
    await page.goto(urlOf('/launch'), { waitUntil: 'networkidle' });

    await expectClosedChat(page, token);
    expect(await getOnboarding(token)).toEqual(paid);
    expect(paid).toMatchObject({ idea, email });
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'recap-phone.png'), fullPage: true });
    expect(problems.consoleErrors).toEqual([]);
  });

  it('reads it on the kept chat before typing, and after the last answer when another tab paid meanwhile', async () => {
    const marker = randomUUID().slice(0, 8);
    const email = `paid-midchat-${marker}@example.com`;
    const idea = `A wallet for danfo drivers in Lagos, ${email}`;
    const { page } = await browser.open(viewports.phone);
    const token = await startChat(page, idea);
    await page.getByRole('button', { name: /^FinTech/ }).click();
    await page.getByRole('button', { name: 'Answer quick questions' }).click();
    const answerBox = page.getByPlaceholder('Type your answer');
    await answerBox.waitFor();
    await expect
      .poll(async () => (await getOnboarding(token))?.stage_completed, {
        timeout: 15_000,
        message: 'the sector to be saved before the launch is paid',
      })
      .toBe('sector');

    // Another tab pays the launch while this one waits at the questions: the chat saves after the
    // last answer (spec), and that save is refused.
    await pay(email, token);
    const paid = await getOnboarding(token);
    await answerBox.fill('Wallets and fare collection');
    await answerBox.press('Enter');
    await page.getByText(/^Question 2 of 2:/).waitFor();
    await answerBox.fill('Market traders and their agents');
    await answerBox.press('Enter');
    const told = page.getByRole('alert').filter({ hasText: PAID_LAUNCH_LOCKED_MESSAGE });
    await told.waitFor(TOLD).catch(async () => {
      throw new Error(
        `waited 15 s for the sentence after the last answer; the page read: ${await visibleText(page)}`,
      );
    });
    // Q's plan may arrive first and quote the answer too: the founder's own line is the first.
    expect(await page.getByRole('log').getByText('Market traders and their agents').first().isVisible()).toBe(
      true,
    );
    expect(await visibleText(page)).not.toMatch(/payment link/i);

    // Opened again later: told before typing anything, the record as it was when paid.
    await page.goto(urlOf('/launch'), { waitUntil: 'networkidle' });
    await expectClosedChat(page, token);
    expect(await page.getByRole('log').getByText(idea).first().isVisible()).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, 'chat-phone.png'), fullPage: true });
    expect(await getOnboarding(token)).toEqual(paid);
  });
});
