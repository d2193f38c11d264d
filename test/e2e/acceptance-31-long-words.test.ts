import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeFileContexts, openPage, urlOf, useProductTable, viewports, workerBrowser } from './browser.ts';

/**
 * Acceptance 31: a visitor on a 390 px phone pastes a very long link (about 700 characters, no
 * spaces) into Q's chat and into the launch chat's idea. The page must not start scrolling
 * sideways, the visitor's message must stay inside the chat's box, and not one character of the
 * link may be lost.
 */
const LINK_TAIL = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.repeat(12).slice(0, 680);
const LONG_LINK = `https://example.com/${LINK_TAIL}`;

/** How long Q's reply or a step of the launch chat may take on a busy machine. */
const REPLY_MS = 25_000;
const PAGE_MS = 15_000;

let browser: Browser;

beforeAll(async () => {
  useProductTable();
  browser = await workerBrowser();
});

afterAll(() => closeFileContexts(browser));

/** A Playwright wait whose failure says, in words, what it waited for. */
async function waitForLocator(
  locator: Locator,
  what: string,
  options: { state?: 'attached' | 'visible'; timeout?: number } = {},
): Promise<void> {
  const timeout = options.timeout ?? PAGE_MS;
  try {
    await locator.waitFor({ state: options.state ?? 'visible', timeout });
  } catch (error: unknown) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(`Gave up after ${timeout} ms waiting for ${what} (${reason})`);
  }
}

interface Widths {
  scrollWidth: number;
  clientWidth: number;
}

/** How wide the document is against how wide the phone's screen is. */
function documentWidths(page: Page): Promise<Widths> {
  return page.evaluate(() => {
    const root = (
      globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }
    ).document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
}

function elementWidths(locator: Locator): Promise<Widths> {
  return locator.evaluate((element) => {
    const box = element as unknown as { scrollWidth: number; clientWidth: number };
    return { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth };
  });
}

interface Rect {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

function rectOf(locator: Locator): Promise<Rect> {
  return locator.evaluate((element) => {
    const r = (element as unknown as { getBoundingClientRect(): Rect }).getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  });
}

/** Where the text of the element actually is drawn (a range over its contents, overflow included). */
function textRectOf(locator: Locator): Promise<Rect> {
  return locator.evaluate((element) => {
    const doc = (
      globalThis as unknown as {
        document: {
          createRange(): { selectNodeContents(node: unknown): void; getBoundingClientRect(): Rect };
        };
      }
    ).document;
    const range = doc.createRange();
    range.selectNodeContents(element);
    const r = range.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  });
}

/** Sub-pixel rounding allowance when comparing boxes. */
const EPSILON = 1;

/**
 * The sides of `inner` that stick out of `outer` sideways. Only left and right: a 700-character
 * link wrapped at a phone's width is taller than the dialog itself, so the conversation rightly
 * scrolls it up and down; what must never happen is the message running out at the sides.
 */
function outsideSideways(inner: Rect, outer: Rect): string[] {
  const sides: string[] = [];
  if (inner.left < outer.left - EPSILON) sides.push(`left ${inner.left} < ${outer.left}`);
  if (inner.right > outer.right + EPSILON) sides.push(`right ${inner.right} > ${outer.right}`);
  return sides;
}

/** The visible text of the page, as a reader would copy it. */
const visibleText = (page: Page) => page.locator('body').innerText({ timeout: PAGE_MS });

describe('a 700-character link pasted on a 390 px phone', () => {
  it("stays inside Q's chat dialog, with no sideways scrolling and nothing lost", async () => {
    const { page } = await openPage(browser, { viewport: viewports.phone });
    await page.goto(urlOf('/'), { waitUntil: 'networkidle', timeout: PAGE_MS * 2 });

    const chatButton = page.getByRole('button', { name: 'Chat with Q' });
    await waitForLocator(chatButton, 'the "Chat with Q" button on the home page');
    await chatButton.click({ timeout: PAGE_MS });
    const dialog = page.getByRole('dialog', { name: 'Chat with Q' });
    await waitForLocator(dialog, 'the "Chat with Q" dialog to open');
    const log = dialog.getByRole('log');
    await waitForLocator(log, "the conversation (role=log) in Q's dialog", { state: 'attached' });
    const box = dialog.getByRole('textbox', { name: 'Message Q' });
    await waitForLocator(box, 'the "Message Q" textbox');

    const message = `Hi Q, this is my current shop page: ${LONG_LINK} can you build something like it?`;
    const mine = log.locator('[data-message]').filter({ hasText: LINK_TAIL.slice(0, 40) });
    const bubbles = log.locator('[data-message]');
    const before = await bubbles.count();

    await box.fill(message, { timeout: PAGE_MS });
    await box.press('Enter', { timeout: PAGE_MS });

    await waitForLocator(mine.first(), "the visitor's own message (with the long link) in the conversation");
    await waitForLocator(bubbles.nth(before + 1), "Q's reply after the visitor's message", {
      state: 'attached',
      timeout: REPLY_MS,
    });
    await expect
      .poll(async () => ((await bubbles.last().textContent()) ?? '').trim(), {
        timeout: REPLY_MS,
        message: "Q's reply to the message with the long link to finish (not empty, not 'typing')",
      })
      .not.toMatch(/^$|^You said|typing/i);

    // Nothing scrolls sideways: not the page, not the conversation.
    const pageWidths = await documentWidths(page);
    expect(
      pageWidths.scrollWidth,
      `the page scrolls sideways: document scrollWidth ${pageWidths.scrollWidth} > clientWidth ${pageWidths.clientWidth}`,
    ).toBeLessThanOrEqual(pageWidths.clientWidth);
    const logWidths = await elementWidths(log);
    expect(
      logWidths.scrollWidth,
      `the conversation scrolls sideways: log scrollWidth ${logWidths.scrollWidth} > clientWidth ${logWidths.clientWidth}`,
    ).toBeLessThanOrEqual(logWidths.clientWidth);

    // The visitor's own message, text included, lies inside the dialog's box.
    const bubble = mine.first();
    await bubble.scrollIntoViewIfNeeded({ timeout: PAGE_MS });
    const dialogRect = await rectOf(dialog);
    const bubbleRect = await rectOf(bubble);
    expect(
      outsideSideways(bubbleRect, dialogRect),
      `the visitor's message box ${JSON.stringify(bubbleRect)} sticks out of the dialog sideways ${JSON.stringify(dialogRect)}`,
    ).toEqual([]);
    const textRect = await textRectOf(bubble);
    expect(
      outsideSideways(textRect, dialogRect),
      `the visitor's message text ${JSON.stringify(textRect)} runs out of the dialog sideways ${JSON.stringify(dialogRect)}`,
    ).toEqual([]);
    const bubbleWidths = await elementWidths(bubble);
    expect(
      bubbleWidths.scrollWidth,
      `the visitor's message is cut off at its side: scrollWidth ${bubbleWidths.scrollWidth} > clientWidth ${bubbleWidths.clientWidth}`,
    ).toBeLessThanOrEqual(bubbleWidths.clientWidth);

    // Not one character of the link is lost.
    expect((await bubble.textContent({ timeout: PAGE_MS })) ?? '', "the visitor's message").toContain(
      LONG_LINK,
    );
    expect(await visibleText(page), 'the visible text of the page').toContain(LONG_LINK);
  });

  it('keeps the launch chat on screen, with the idea shown in full', async () => {
    const { page } = await openPage(browser, { viewport: viewports.phone });
    await page.goto(urlOf('/launch'), { waitUntil: 'networkidle', timeout: PAGE_MS * 2 });
    const heading = page.getByRole('heading', { name: "Let's launch your business" });
    await waitForLocator(heading, 'the launch chat\'s heading "Let\'s launch your business"');

    const idea = `An online shop for Aba shoemakers, like this one: ${LONG_LINK}`;
    const ideaBox = page.getByRole('textbox').first();
    await waitForLocator(ideaBox, "the launch chat's idea textbox");
    await ideaBox.fill(idea, { timeout: PAGE_MS });
    await ideaBox.press('Enter', { timeout: PAGE_MS });

    // Spec: idea -> sector once the idea is submitted (a grid of 12 sector buttons).
    await waitForLocator(
      page.getByRole('button', { name: /Other \/ Not sure/ }),
      'the sector step (the "Other / Not sure" sector button) after submitting the idea',
      { timeout: REPLY_MS },
    );

    const widths = await documentWidths(page);
    expect(
      widths.scrollWidth,
      `the launch page scrolls sideways: document scrollWidth ${widths.scrollWidth} > clientWidth ${widths.clientWidth}`,
    ).toBeLessThanOrEqual(widths.clientWidth);

    await expect
      .poll(() => visibleText(page), {
        timeout: PAGE_MS,
        message: 'the idea, long link included, to be shown in full on the launch page',
      })
      .toContain(idea);
  });
});
