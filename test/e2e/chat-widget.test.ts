import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page, ViewportSize } from 'playwright-core';
import { FORCE_Q_FAILURE_MARKER } from '../../functions/domain/q/fault-injection.ts';
import { CHAT_SESSION_ID_PATTERN } from '../../functions/domain/ids.ts';
import {
  closeFileContexts,
  type OpenedPage,
  openPage,
  type PageGlobals,
  urlOf,
  useProductTable,
  viewports,
  workerBrowser,
} from './browser.ts';

let browser: Browser;
/**
 * Both ways the widget asks Q: streamed first, then plain where streaming is unavailable. A test
 * that fakes Q's answer fakes both, so the widget's handling of that answer is what is seen.
 */
const CHAT_CALLS = '**/api/chat{,/stream}';

const CHAT_ERROR_REPLY =
  'I apologize for the technical hiccup! Let me help you right away. Could you tell me more about your business idea? ...';
const EMPTY_CHAT_REPLY =
  'Sorry, I encountered an issue. Let me try to help you in another way. What specific aspect of your business idea would you like to explore?';

async function openChat(
  path = '/',
  viewport: ViewportSize = viewports.desktop,
): Promise<OpenedPage & { dialog: Locator }> {
  const tab = await openPage(browser, { viewport });
  await tab.page.goto(urlOf(path), { waitUntil: 'networkidle' });
  await tab.page.getByRole('button', { name: 'Chat with Q' }).click();
  const dialog = tab.page.getByRole('dialog', { name: 'Chat with Q' });
  await dialog.waitFor();
  return { ...tab, dialog };
}

const log = (dialog: Locator) => dialog.getByRole('log', { name: 'Conversation with Q' });
/** Message bubbles (a reply's own bullet points are list items too). */
const messages = (dialog: Locator) => log(dialog).locator('[data-message]');
const lastReply = (dialog: Locator) => messages(dialog).last();

async function ask(page: Page, dialog: Locator, question: string): Promise<string> {
  const replies = await messages(dialog).count();
  await dialog.getByRole('textbox', { name: 'Message Q' }).fill(question);
  await page.keyboard.press('Enter');
  await messages(dialog)
    .nth(replies + 1)
    .waitFor();
  return (await lastReply(dialog).textContent()) ?? '';
}

function storedJson<T>(page: Page, key: string): Promise<T> {
  return page.evaluate(
    (name) => JSON.parse((globalThis as unknown as PageGlobals).localStorage.getItem(name) ?? 'null') as T,
    key,
  );
}

/** The stored conversation of a session (DynamoDB through the data layer), once it has `count` messages. */
async function storedConversation(sessionId: string, count: number) {
  const { getChatSession } = await import('../../functions/adapters/db/chat-sessions.ts');
  await expect
    .poll(async () => (await getChatSession(sessionId))?.conversation_data.length ?? 0, { timeout: 10_000 })
    .toBe(count);
  return (await getChatSession(sessionId))?.conversation_data ?? [];
}

beforeAll(async () => {
  useProductTable();
  browser = await workerBrowser();
});

afterAll(() => closeFileContexts(browser));

describe('the chat widget and Q', () => {
  it('loads the dialog code only after the page is interactive, not in the first load', async () => {
    const tab = await openPage(browser);
    const scripts: string[] = [];
    tab.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const response = await tab.page.goto(urlOf('/about'));
    const html = (await response?.text()) ?? '';
    expect(html).not.toMatch(/chat-dialog/);
    await tab.page.waitForLoadState('networkidle');
    await tab.page.waitForTimeout(500);
    expect(scripts.some((path) => /\/chat-dialog-[\w-]+\.js$/.test(path))).toBe(true);
  });

  it('greets, offers starters and suggestions, and answers price and launch time from the built-in guide', async () => {
    const { page, dialog, problems } = await openChat('/');
    await expect(log(dialog).textContent()).resolves.toMatch(/What business do you want to start\?/);
    const starters = dialog.getByRole('list', { name: 'Starter topics' }).getByRole('button');
    await expect(starters.allTextContents()).resolves.toEqual([
      'FinTech',
      'eCommerce',
      'Restaurant',
      'Taxi/Ride-Hailing',
      'CTO Service',
      'Not sure yet',
    ]);
    const suggestions = dialog.getByRole('list', { name: 'Suggested questions' }).getByRole('button');
    await expect(suggestions.count()).resolves.toBe(4);
    await dialog.getByRole('button', { name: 'Hide suggestions' }).click();
    await expect(suggestions.first().isVisible()).resolves.toBe(false);
    await dialog.getByRole('button', { name: 'Show suggestions' }).click();
    await expect(suggestions.first().isVisible()).resolves.toBe(true);

    const send = dialog.getByRole('button', { name: 'Send message' });
    await expect(send.isDisabled()).resolves.toBe(true);
    await dialog.getByRole('textbox', { name: 'Message Q' }).fill('    ');
    await expect(send.isDisabled()).resolves.toBe(true);

    await dialog.getByRole('button', { name: 'How much does it cost?' }).click();
    await expect(
      dialog
        .getByText('Q is typing…')
        .or(lastReply(dialog).getByText(/₦5,000,000/))
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await lastReply(dialog)
      .getByText(/₦5,000,000/)
      .first()
      .waitFor();
    await expect(lastReply(dialog).textContent()).resolves.toContain('Starting from ₦5,000,000');
    await expect(dialog.getByRole('list', { name: 'Starter topics' }).count()).resolves.toBe(0);
    await expect(suggestions.first().isVisible()).resolves.toBe(false);

    const launchTime = await ask(page, dialog, 'How quickly can I launch?');
    expect(launchTime).toContain('10-14 days');

    const context = await storedJson<{
      sessionId: string;
      messages: { role: string; content: string }[];
      timestamp: string;
    }>(page, 'chat_context');
    expect(context.sessionId).toMatch(/^chat-\d{13}-[a-z0-9]{9}$/);
    expect(context.messages).toHaveLength(5);
    expect(context.messages.at(-1)?.content).toContain('10-14 days');
    const stats = await storedJson<Record<string, unknown>>(page, 'quarter.chat.stats.v1');
    expect(stats).toMatchObject({ messagesCount: 4, satisfied: false });
    const session = await storedJson<{ sessionId: string }>(page, 'quarter.chat.session.v1');
    expect(session.sessionId).toBe(context.sessionId);

    const { getChatSession } = await import('../../functions/adapters/db/chat-sessions.ts');
    await expect
      .poll(async () => (await getChatSession(context.sessionId))?.conversation_data.length ?? 0, {
        timeout: 10_000,
      })
      .toBe(5);
    const saved = await getChatSession(context.sessionId);
    expect(saved?.status).toBe('active');
    expect(saved?.conversation_data.map((message) => message.role)).toEqual([
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(saved?.conversation_data[2]?.content).toContain('₦5,000,000');
    expect(saved?.conversation_data[4]?.content).toContain('10-14 days');
    expect(problems.consoleErrors).toEqual([]);
  });

  it("shows 'Build My Platform' when Q names the next step, and it leads to /launch", async () => {
    const { page, dialog } = await openChat('/pricing');
    await expect(dialog.getByRole('link', { name: 'Build My Platform' }).count()).resolves.toBe(0);
    await ask(page, dialog, 'Can I see a preview?');
    const build = dialog.getByRole('link', { name: 'Build My Platform' });
    await build.waitFor();
    await build.click();
    await page.waitForURL(urlOf('/launch'));
    await expect(page.getByRole('dialog', { name: 'Chat with Q' }).isVisible()).resolves.toBe(false);
    const stats = await storedJson<{ satisfied: boolean }>(page, 'quarter.chat.stats.v1');
    expect(stats.satisfied).toBe(true);
  });

  it('shows the fallback texts when the call fails or Q answers nothing', async () => {
    const { page, dialog } = await openChat('/about');
    await page.route(CHAT_CALLS, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":{"code":"unavailable"}}',
      }),
    );
    await expect(ask(page, dialog, 'Hello Q')).resolves.toContain(CHAT_ERROR_REPLY);

    await page.unroute(CHAT_CALLS);
    await page.route(CHAT_CALLS, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"reply":"","sessionId":"x"}' }),
    );
    await expect(ask(page, dialog, 'Anyone there?')).resolves.toContain(EMPTY_CHAT_REPLY);
  });

  it('saves the first message when Q’s provider fails on it, and the conversation goes on', async () => {
    const { page, dialog } = await openChat('/about');
    const sentIds: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (['/api/chat', '/api/chat/stream'].includes(new URL(request.url()).pathname))
        sentIds.push(request.headers()['x-session-id']);
    });
    const first = `I want to open a restaurant ${FORCE_Q_FAILURE_MARKER}`;
    await expect(ask(page, dialog, first)).resolves.toContain(CHAT_ERROR_REPLY);
    await expect(dialog.getByRole('alert').textContent()).resolves.toContain('Q could not answer');
    const { sessionId } = await storedJson<{ sessionId: string }>(page, 'quarter.chat.session.v1');
    expect(sessionId).toMatch(CHAT_SESSION_ID_PATTERN);
    expect(sentIds).toEqual([sessionId]);

    const afterFailure = await storedConversation(sessionId, 2);
    expect(afterFailure.map(({ role, content }) => [role, content])).toEqual([
      ['assistant', expect.stringMatching(/What business do you want to start\?/)],
      ['user', first],
    ]);

    await expect(ask(page, dialog, 'How much does it cost?')).resolves.toContain('₦5,000,000');
    const afterReply = await storedConversation(sessionId, 4);
    expect(afterReply.map(({ role }) => role)).toEqual(['assistant', 'user', 'user', 'assistant']);
    expect(afterReply.some(({ content }) => content === CHAT_ERROR_REPLY)).toBe(false);
    expect(sentIds).toEqual([sessionId, sessionId]);
  });

  it('keeps a failed first exchange across a reload, and Try again stores the message once', async () => {
    const { page, dialog } = await openChat('/contact');
    await page.route(CHAT_CALLS, (route) => route.abort('internetdisconnected'));
    await expect(ask(page, dialog, 'Do you handle BVN checks?')).resolves.toContain(CHAT_ERROR_REPLY);
    await expect(dialog.getByRole('alert').textContent()).resolves.toContain('Check your connection');
    const { sessionId } = await storedJson<{ sessionId: string }>(page, 'quarter.chat.session.v1');
    const saved = await storedConversation(sessionId, 2);
    expect(saved[1]).toMatchObject({ role: 'user', content: 'Do you handle BVN checks?' });

    await page.unroute(CHAT_CALLS);
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Chat with Q' }).click();
    const reopened = page.getByRole('dialog', { name: 'Chat with Q' });
    await reopened.getByRole('alert').waitFor();
    await expect(log(reopened).textContent()).resolves.toContain('Do you handle BVN checks?');
    await reopened.getByRole('button', { name: 'Try again' }).click();
    await messages(reopened).nth(2).waitFor();
    await expect(messages(reopened).count()).resolves.toBe(3);
    await expect(reopened.getByRole('alert').count()).resolves.toBe(0);
    await expect(log(reopened).textContent()).resolves.not.toContain(CHAT_ERROR_REPLY);

    const afterRetry = await storedConversation(sessionId, 3);
    expect(afterRetry.map(({ role }) => role)).toEqual(['assistant', 'user', 'assistant']);
    expect(afterRetry[1]).toEqual(saved[1]);
  });

  it('renders markup in a reply as text, and links only to site paths', async () => {
    const { page, dialog } = await openChat('/contact');
    await page.route(CHAT_CALLS, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          reply: '<img src=x onerror="window.pwned=1"> **Bold** [evil](javascript:alert(1)) [Start](/launch)',
          sessionId: 'x',
        }),
      }),
    );
    await ask(page, dialog, 'Test');
    const reply = lastReply(dialog);
    await expect(reply.locator('img').count()).resolves.toBe(0);
    await expect(reply.textContent()).resolves.toContain('<img src=x onerror="window.pwned=1">');
    await expect(reply.locator('strong').textContent()).resolves.toBe('Bold');
    await expect(
      reply.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).resolves.toEqual(['/launch']);
    await expect(
      page.evaluate(() => (globalThis as unknown as { pwned?: number }).pwned),
    ).resolves.toBeUndefined();
  });

  it('keeps a long pasted link inside its bubble on a phone, and the bubbles inside the dialog', async () => {
    const { page, dialog } = await openChat('/', viewports.phone);
    const link = `https://example.com/${'a1b2c3'.repeat(120)}`;
    await ask(page, dialog, `My current site is ${link} and I want a bank`);
    const mine = messages(dialog).filter({ hasText: link.slice(0, 60) });
    await expect(mine.count()).resolves.toBe(1);
    const fits = await log(dialog).evaluate((element) => {
      const box = element.getBoundingClientRect();
      const bubbles = [...element.querySelectorAll('[data-message] > div')].map((bubble) =>
        bubble.getBoundingClientRect(),
      );
      return {
        log: element.scrollWidth <= element.clientWidth,
        bubbles: bubbles.every((bubble) => bubble.left >= box.left - 1 && bubble.right <= box.right + 1),
      };
    });
    expect(fits).toEqual({ log: true, bubbles: true });
  });

  it('is an accessible modal: focus in the composer, Escape closes it and focus returns to the button', async () => {
    const { page, dialog } = await openChat('/', viewports.phone);
    await expect(
      page.evaluate(() =>
        (globalThis as unknown as PageGlobals).document.activeElement?.getAttribute('placeholder'),
      ),
    ).resolves.toMatch(/Ask Q/);
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await expect(dialog.getByRole('link', { name: 'Launch' }).getAttribute('href')).resolves.toBe('/launch');
    await page.keyboard.press('Escape');
    await expect(dialog.isVisible()).resolves.toBe(false);
    await expect(
      page.evaluate(() => (globalThis as unknown as PageGlobals).document.activeElement?.textContent),
    ).resolves.toBe('Chat with Q');
  });
});
