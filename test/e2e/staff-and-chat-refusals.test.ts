import { randomUUID } from 'node:crypto';
import type { Locator, Page, Response } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { saveChatSession } from '../../functions/adapters/db/chat-sessions.ts';
import { saveLaunchRequestStep } from '../../functions/adapters/db/launch-requests.ts';
import { CHAT_BUSY_MESSAGE, CONVERSATION_FULL_MESSAGE } from '../../functions/domain/chat-refusals.ts';
import { newResumeToken } from '../../functions/domain/ids.ts';
import { STORED_CHAT_LIMITS } from '../../functions/domain/chat-session.ts';
import { RATE_LIMITS } from '../../functions/domain/rate-limits.ts';
import { LAUNCH_REQUESTS_REFUSED, revealRefused } from '../../functions/domain/staff-refusals.ts';
import { signUpUser, type SignedIn } from '../integration/admin/identity.ts';
import { baseUrl, signInAsAdmin, urlOf, useBrowser, type OpenedPage } from './browser.ts';
import { askQ } from './q-widget.ts';

/*
 * One path for a refusal in the staff screens and the chat (issue #28): each refusal walks from the
 * real API to the screen. The test reads what the server answered (the response the page itself
 * received), finds exactly those words on screen, and checks they are the sentence functions/domain
 * writes once. A screen that words a refusal itself, or picks a sentence for a status, fails here.
 *
 * A staff refusal needs a caller the server refuses: the staff member signs in as an admin, and the
 * call under test then carries a customer's token instead (an admin whose rights were taken away),
 * so the real handler refuses it. The chat's limits count per viewer address: each tab presents its
 * own (the header CloudFront adds, trusted with the local edge secret), so no other test's budget
 * is spent.
 */
const browser = useBrowser();
const viewerBase = 1 + Math.floor(Math.random() * 200);
let nextViewer = 0;
const viewerAddress = () => `203.0.113.${viewerBase + (nextViewer += 1)}:443`;
const edgeHeaders = (viewer: string) => ({
  'cloudfront-viewer-address': viewer,
  'x-local-edge-secret': inject('edgeSecret'),
});

/** The message of the refusal the server sent in `response`, as the page received it. */
async function refusalIn(response: Response, status: number): Promise<string> {
  expect(response.status(), `the page's ${response.url()} answered`).toBe(status);
  const body = (await response.json()) as { error?: { message?: unknown } };
  const message = body.error?.message;
  if (typeof message !== 'string') throw new Error(`${response.url()} answered ${status} without a message`);
  return message;
}

const isCall = (method: string, path: RegExp) => (response: Response) =>
  response.request().method() === method && path.test(new URL(response.url()).pathname);

/**
 * A signed-in customer. The sign-in trigger gives up past its time budget on a machine this busy
 * (load 20+ on 2 cores), which is not what this file tests: up to three tries, then the last error.
 */
async function customerSignedIn(): Promise<SignedIn> {
  const email = `not-staff-${randomUUID().slice(0, 8)}@example.com`;
  let lastError: unknown;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    try {
      return await signUpUser(baseUrl(), email);
    } catch (error: unknown) {
      if (!(error instanceof Error) || !error.message.includes('Sign-in is unavailable')) throw error;
      lastError = error;
    }
  }
  throw new Error(`a customer could not sign in after 3 tries`, { cause: lastError });
}

/** From now on the page's calls to `path` carry a customer's token: the server refuses them. */
async function refuseAdminRights(page: Page, path: RegExp): Promise<void> {
  const customer = await customerSignedIn();
  await page.route(
    (url) => path.test(url.pathname),
    (route) =>
      route.continue({
        headers: { ...route.request().headers(), authorization: `Bearer ${customer.idToken}` },
      }),
  );
}

/** The staff dashboard's Launch Requests tab, searched for `businessName`, and its card. */
async function launchRequestCard(page: Page, businessName: string): Promise<Locator> {
  await page.getByRole('tab', { name: 'Launch Requests' }).click();
  const searched = page.waitForResponse(
    (response) =>
      response.url().includes('/api/admin/launch-requests?') &&
      new URL(response.url()).searchParams.get('q') === businessName,
  );
  await page.getByLabel('Search launch requests').fill(businessName);
  await searched;
  const card = page
    .getByRole('list', { name: 'Launch requests' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: businessName }) });
  await card.getByRole('list', { name: 'Details provided' }).waitFor();
  return card;
}

/** The limits count in fixed windows: spend at least 20 s before a window's edge, or wait past it. */
async function clearOfWindowEdge(windowSeconds: number): Promise<void> {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left < 20) await new Promise((resolve) => setTimeout(resolve, (left + 1) * 1000));
}

/** The widget's own session id, as the browser keeps it. */
async function widgetSessionId(page: Page): Promise<string> {
  const stored = await page.evaluate(() =>
    (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem(
      'quarter.chat.session.v1',
    ),
  );
  const sessionId = (JSON.parse(stored ?? 'null') as { sessionId?: unknown } | null)?.sessionId;
  if (typeof sessionId !== 'string') throw new Error('the widget keeps no session id yet');
  return sessionId;
}

async function openWidgetAs(viewer: string): Promise<OpenedPage & { dialog: Locator }> {
  const tab = await browser.open();
  await tab.context.setExtraHTTPHeaders(edgeHeaders(viewer));
  await tab.page.goto(urlOf('/'), { waitUntil: 'networkidle' });
  await tab.page.getByRole('button', { name: 'Chat with Q' }).click();
  const dialog = tab.page.getByRole('dialog', { name: 'Chat with Q' });
  await dialog.waitFor();
  return { ...tab, dialog };
}

describe('a staff refusal reaches the screen in the server’s words', () => {
  it('a reveal of the BVN refused to a caller who is no longer an admin', async () => {
    const businessName = `Refused reveal ${randomUUID().slice(0, 8)}`;
    // A launch request with a BVN on file: the reveal is refused before anything is opened.
    await saveLaunchRequestStep({
      resume_token: newResumeToken(),
      name: 'Ngozi Refused',
      email: `refused-${randomUUID().slice(0, 8)}@example.com`,
      business_name: businessName,
      bvn_encrypted: 'sealed-by-the-product',
      last_step: 'cta',
    });
    const { page } = await browser.open();
    await signInAsAdmin(page);
    const card = await launchRequestCard(page, businessName);
    await refuseAdminRights(page, /\/api\/admin\/launch-requests\/[^/]+\/sensitive$/);

    const [response] = await Promise.all([
      page.waitForResponse(isCall('GET', /\/sensitive$/)),
      card.getByRole('button', { name: 'Show BVN' }).click(),
    ]);
    const said = await refusalIn(response, 403);

    expect(said).toBe(revealRefused('bvn'));
    await card.getByRole('alert').getByText(said, { exact: true }).waitFor();
  });

  it('the launch requests list refused: the spec’s permission sentence, from the server', async () => {
    const { page } = await browser.open();
    await signInAsAdmin(page);
    await refuseAdminRights(page, /^\/api\/admin\/launch-requests$/);

    const [response] = await Promise.all([
      page.waitForResponse(isCall('GET', /^\/api\/admin\/launch-requests$/)),
      page.getByRole('tab', { name: 'Launch Requests' }).click(),
    ]);
    const said = await refusalIn(response, 403);

    expect(said).toBe(LAUNCH_REQUESTS_REFUSED);
    await page.getByRole('alert').getByText(said, { exact: true }).waitFor();
  });
});

describe('a chat refusal reaches the screen in the server’s words', () => {
  it('the rate limit: Q is asked too often in one conversation', async () => {
    const viewer = viewerAddress();
    const { page, dialog } = await openWidgetAs(viewer);
    const sessionId = await widgetSessionId(page);
    await clearOfWindowEdge(RATE_LIMITS.chatPerSession.windowSeconds);
    // The conversation's budget, spent through the API under the widget's own session id.
    for (let sent = 0; sent < RATE_LIMITS.chatPerSession.limit; sent += 1) {
      const answer = await fetch(`${baseUrl()}/api/chat`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-session-id': sessionId,
          'x-context': 'widget',
          ...edgeHeaders(viewer),
        },
        body: JSON.stringify({ messages: [{ role: 'user', content: `Question ${sent + 1}` }] }),
      });
      expect(answer.status, `spending the session's limit, call ${sent + 1}`).toBe(200);
    }

    const [response] = await Promise.all([
      page.waitForResponse(isCall('POST', /^\/api\/chat(\/stream)?$/)),
      askQ(page, dialog, 'One more question, please'),
    ]);
    const said = await refusalIn(response, 429);

    expect(said).toBe(CHAT_BUSY_MESSAGE);
    await dialog.getByRole('alert').getByText(said, { exact: true }).waitFor();
  });

  it('the conversation past what the server stores: the save refused (413)', async () => {
    const { page, dialog } = await openWidgetAs(viewerAddress());
    const sessionId = await widgetSessionId(page);
    // The stored conversation is already at its cap (another tab of the same chat, say).
    const start = Date.now() - 60 * 60 * 1000;
    const stored = await saveChatSession({
      session_id: sessionId,
      conversation_data: Array.from({ length: STORED_CHAT_LIMITS.maxMessages }, (_, index) => ({
        role: index % 2 === 0 ? ('user' as const) : ('assistant' as const),
        content: `Earlier message ${index + 1}`,
        timestamp: new Date(start + index * 1000).toISOString(),
      })),
    });
    expect(stored).toHaveProperty('session');

    const [response] = await Promise.all([
      page.waitForResponse(isCall('POST', /^\/api\/chat-sessions$/)),
      askQ(page, dialog, 'Tell me about a payments app'),
    ]);
    const said = await refusalIn(response, 413);

    expect(said).toBe(CONVERSATION_FULL_MESSAGE);
    await dialog.getByRole('status').getByText(said, { exact: true }).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Message Q' }).count()).toBe(0);
  });
});
