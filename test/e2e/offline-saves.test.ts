import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getChatSession } from '../../functions/adapters/db/chat-sessions.ts';
import { getOnboarding } from '../../functions/adapters/db/onboardings.ts';
import { LOCAL_STORAGE_KEYS } from '../../functions/domain/storage-keys.ts';
import { urlOf, useBrowser, viewports, type PageGlobals } from './browser.ts';

/**
 * A visitor on a flaky connection is not lost as a lead (issue #15): saves made offline wait in
 * the browser and reach the team once the connection is back, in the same tab or on a later
 * visit, without duplicated messages.
 */
const browser = useBrowser({ serviceWorkers: 'allow' });
const SAVED = { timeout: 20_000, interval: 200 };

const stored = (page: Page, key: string) =>
  page.evaluate((name) => (globalThis as unknown as PageGlobals).localStorage.getItem(name), key);

async function userLines(sessionId: string): Promise<string[]> {
  const session = await getChatSession(sessionId);
  return (session?.conversation_data ?? [])
    .filter((line) => line.role === 'user')
    .map((line) => line.content);
}

describe('saves made offline', () => {
  it('reach staff when the widget comes back online, each message once', async () => {
    const tab = await browser.open(viewports.phone);
    const { page, context } = tab;
    await page.goto(urlOf('/'), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Chat with Q' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chat with Q' });
    const bubbles = dialog.getByRole('log', { name: 'Conversation with Q' }).locator('[data-message]');
    const say = async (text: string) => {
      const before = await bubbles.count();
      await dialog.getByRole('textbox', { name: 'Message Q' }).fill(text);
      await page.keyboard.press('Enter');
      await bubbles.nth(before + 1).waitFor({ timeout: 20_000 });
    };

    await say('How much is the banking platform?');
    const sessionId = (
      JSON.parse((await stored(page, LOCAL_STORAGE_KEYS.chatSession)) ?? '{}') as { sessionId: string }
    ).sessionId;
    await expect.poll(() => userLines(sessionId), SAVED).toEqual(['How much is the banking platform?']);

    await context.setOffline(true);
    await say('Offline question one: can I pay in naira?');
    await say('Offline question two: who owns the code?');
    await expect
      .poll(async () => JSON.parse((await stored(page, LOCAL_STORAGE_KEYS.pendingSaves)) ?? '[]'))
      .toHaveLength(1);
    expect(await userLines(sessionId)).toEqual(['How much is the banking platform?']);

    await context.setOffline(false);
    await expect
      .poll(() => userLines(sessionId), SAVED)
      .toEqual([
        'How much is the banking platform?',
        'Offline question one: can I pay in naira?',
        'Offline question two: who owns the code?',
      ]);
    await expect.poll(() => stored(page, LOCAL_STORAGE_KEYS.pendingSaves), SAVED).toBeNull();
  });

  it('reach staff on the next visit when the launch chat tab was closed offline', async () => {
    const tab = await browser.open(viewports.phone);
    const { page, context } = tab;
    await page.goto(urlOf('/launch'), { waitUntil: 'networkidle' });
    await page.getByLabel('Your business idea').fill('A laundry pickup app for students in Nsukka');
    await page.getByLabel('Your business idea').press('Enter');
    await expect.poll(() => stored(page, LOCAL_STORAGE_KEYS.launchResumeToken)).not.toBeNull();
    const token = JSON.parse((await stored(page, LOCAL_STORAGE_KEYS.launchResumeToken)) ?? '""') as string;
    await expect.poll(async () => (await getOnboarding(token))?.stage_completed, SAVED).toBe('idea');

    await context.setOffline(true);
    await page.getByRole('button', { name: /^Other \/ Not sure/ }).click();
    await page.getByRole('button', { name: 'See my tailored solution' }).waitFor({ timeout: 30_000 });
    // The progress, the conversation and (Q could not be reached) the AI failure report wait.
    const queuedKeys = async () =>
      (JSON.parse((await stored(page, LOCAL_STORAGE_KEYS.pendingSaves)) ?? '[]') as { key: string }[]).map(
        (save) => save.key.split(':')[0],
      );
    await expect.poll(queuedKeys, SAVED).toEqual(expect.arrayContaining(['onboarding', 'chat', 'failure']));
    await page.close();
    expect((await getOnboarding(token))?.stage_completed).toBe('idea');

    // Later, online again, the visitor opens any page of the site.
    await context.setOffline(false);
    const later = await context.newPage();
    await later.goto(urlOf('/about'));
    await expect.poll(async () => (await getOnboarding(token))?.stage_completed, SAVED).toBe('sector');
    const chatId = (await getOnboarding(token))?.chat_session_id ?? '';
    // The queued saves replay side by side: the conversation can land after the progress does.
    await expect
      .poll(async () => (await userLines(chatId))[0], {
        ...SAVED,
        message: 'the queued conversation to be saved',
      })
      .toBe('A laundry pickup app for students in Nsukka');
    const said = await userLines(chatId);
    expect(new Set(said).size).toBe(said.length);
    await expect.poll(() => stored(later, LOCAL_STORAGE_KEYS.pendingSaves), SAVED).toBeNull();
  });
});
