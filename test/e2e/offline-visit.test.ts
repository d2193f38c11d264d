import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LAUNCH_CHAT_OFFLINE_MESSAGE, Q_OFFLINE_MESSAGE } from '../../web/src/shared/offline-messages.ts';
import { urlOf, useBrowser, viewports } from './browser.ts';

/**
 * A second visit works without the network (issue #31): the service worker keeps the pages a
 * visitor opened and the files they loaded, and answers with them when the connection is gone.
 */
const browser = useBrowser({ serviceWorkers: 'allow' });
const WAIT = { timeout: 30_000, polling: 200 };

/** Waits until the service worker controls the page and has kept this page's HTML. */
async function waitUntilKept(page: Page, path: string): Promise<void> {
  await page
    .waitForFunction(
      async (url) => {
        const scope = globalThis as unknown as {
          navigator: { serviceWorker: { controller: unknown } };
          caches: { match(url: string): Promise<unknown> };
        };
        return (
          scope.navigator.serviceWorker.controller !== null && (await scope.caches.match(url)) !== undefined
        );
      },
      urlOf(path),
      WAIT,
    )
    .catch((error: unknown) => {
      throw new Error(`the service worker did not keep ${path} within 30 s: ${String(error)}`);
    });
}

const heading = async (page: Page) =>
  (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim();

describe('a second visit without the network', () => {
  it('renders /, /pricing and /launch from what the first visit kept, and the offline page for the rest', async () => {
    const { page, context, problems } = await browser.open(viewports.phone);
    const online: Record<string, string | undefined> = {};
    for (const path of ['/', '/pricing', '/launch']) {
      await page.goto(urlOf(path), { waitUntil: 'networkidle' });
      await waitUntilKept(page, path);
      online[path] = await heading(page);
    }

    await context.setOffline(true);
    for (const path of ['/', '/pricing', '/launch']) {
      await page.goto(urlOf(path));
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 10_000 });
      expect(await heading(page), path).toBe(online[path]);
      // The app itself started from the kept files, not only the HTML: React owns #root.
      await page
        .waitForFunction(
          () => {
            const root = (
              globalThis as unknown as { document: { getElementById(id: string): object | null } }
            ).document.getElementById('root');
            return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
          },
          undefined,
          WAIT,
        )
        .catch((error: unknown) => {
          throw new Error(`the app did not start offline on ${path}: ${String(error)}`);
        });
    }
    await page.goto(urlOf('/about'));
    expect(await heading(page)).toBe("You're offline");
    expect(
      problems.consoleErrors.filter((line) => !/net::ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(line)),
    ).toEqual([]);
  });
});

describe('the chats without the network', () => {
  it('Q and the launch chat say they are offline, and keep what the founder typed', async () => {
    const { page, context } = await browser.open(viewports.phone);
    await page.goto(urlOf('/'), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Chat with Q' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chat with Q' });
    const message = dialog.getByRole('textbox', { name: 'Message Q' });
    await message.fill('Can I launch a savings app for market traders?');
    await context.setOffline(true);
    await dialog.getByText(Q_OFFLINE_MESSAGE).waitFor({ timeout: 10_000 });
    expect(await message.inputValue()).toBe('Can I launch a savings app for market traders?');
    await context.setOffline(false);
    await dialog.getByText(Q_OFFLINE_MESSAGE).waitFor({ state: 'detached', timeout: 10_000 });

    await page.goto(urlOf('/launch'), { waitUntil: 'networkidle' });
    const idea = page.getByRole('textbox', { name: 'Your business idea' });
    await idea.fill('A savings app for market traders in Lagos');
    await context.setOffline(true);
    await page.getByText(LAUNCH_CHAT_OFFLINE_MESSAGE).waitFor({ timeout: 10_000 });
    expect(await idea.inputValue()).toBe('A savings app for market traders in Lagos');
    await context.setOffline(false);
    await page.getByText(LAUNCH_CHAT_OFFLINE_MESSAGE).waitFor({ state: 'detached', timeout: 10_000 });
  });
});
