import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { urlOf, useBrowser, viewports } from './browser.ts';

/**
 * A context a test opens through useBrowser is closed when that test has passed, not when the file
 * ends: an open staff dashboard refetches on every live change the product makes, for as long as it
 * stays open. One opened in beforeAll stays until the file ends, for the tests that share it.
 */
const browser = useBrowser();
let fromBeforeAll: BrowserContext;
let fromFirstTest: BrowserContext | undefined;

const isOpen = async (context: BrowserContext) => {
  try {
    await context.cookies();
    return true;
  } catch {
    return false;
  }
};

beforeAll(async () => {
  fromBeforeAll = (await browser.open(viewports.phone)).context;
});

describe('contexts a test opens', () => {
  it('are open while the test runs', async () => {
    const { context, page } = await browser.open(viewports.phone);
    fromFirstTest = context;
    await page.goto(urlOf('/robots.txt'));
    expect(await isOpen(context)).toBe(true);
  });

  it('are closed once the test that opened them has passed; the file’s own stay open', async () => {
    if (!fromFirstTest) throw new Error('the first test did not open its context');
    expect(await isOpen(fromFirstTest)).toBe(false);
    expect(await isOpen(fromBeforeAll)).toBe(true);
  });
});
