import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveLaunchRequestStep } from '../../functions/adapters/db/launch-requests.ts';
import { upsertOnboarding } from '../../functions/adapters/db/onboardings.ts';
import { newResumeToken } from '../../functions/domain/ids.ts';
import { urlOf, useBrowser, viewports } from './browser.ts';
import { signInWithCode } from './outbox.ts';

/**
 * Issue #26: on a 390 px phone the floating "Chat with Q" button covered what the founder was
 * reading or typing in. Each element is checked at every scroll position where it is on screen below
 * the sticky header: the button's box must never overlap it.
 */
const browser = useBrowser();

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Scroll positions (every 40 px) at which the button's box overlaps the element while it is on screen. */
async function overlapsWhileScrolling(page: Page, element: Locator): Promise<number[]> {
  await element.waitFor({ state: 'attached' });
  const button = page.getByRole('button', { name: 'Chat with Q' });
  await button.waitFor();
  const handle = await element.elementHandle();
  const buttonHandle = await button.elementHandle();
  if (!handle || !buttonHandle) throw new Error('the element or the chat button is not on the page');
  return page.evaluate(
    ([target, chat]) => {
      const win = globalThis as unknown as {
        scrollTo(x: number, y: number): void;
        innerHeight: number;
        document: {
          documentElement: { scrollHeight: number };
          querySelector(selector: string): { getBoundingClientRect(): Box } | null;
        };
      };
      const box = (element: unknown) => (element as { getBoundingClientRect(): Box }).getBoundingClientRect();
      const headerBottom = win.document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      const overlaps: number[] = [];
      const end = win.document.documentElement.scrollHeight - win.innerHeight;
      for (let y = 0; y <= end + 40; y += 40) {
        win.scrollTo(0, Math.min(y, end));
        const a = box(target);
        const b = box(chat);
        // On screen below the sticky header (under it, the header itself hides the element).
        const onScreen = a.top >= headerBottom && a.top < win.innerHeight;
        const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        if (onScreen && overlap) overlaps.push(Math.min(y, end));
      }
      return overlaps;
    },
    [handle, buttonHandle] as const,
  );
}

describe('the chat button on a 390 px phone', () => {
  it("covers neither the BVN badge on the home page nor the checkout's support choice and note", async () => {
    const { page } = await browser.open(viewports.phone);
    await page.goto(urlOf('/'), { waitUntil: 'networkidle' });
    expect(await overlapsWhileScrolling(page, page.getByText('BVN verified').first())).toEqual([]);

    const token = newResumeToken();
    await upsertOnboarding({ resume_token: token, email: `phone-${token.slice(0, 8)}@example.com` });
    await page.goto(urlOf(`/checkout?token=${token}`), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    const support = page.getByRole('group', { name: 'Choose your support' });
    expect(await overlapsWhileScrolling(page, support)).toEqual([]);
    const note = page.getByText("You pay on Paystack's secure page", { exact: false });
    expect(await overlapsWhileScrolling(page, note)).toEqual([]);
  });

  it("covers not the launch request's phone field", async () => {
    const token = newResumeToken();
    const email = `phone-field-${randomUUID().slice(0, 8)}@example.com`;
    await upsertOnboarding({ resume_token: token, email, business_name: 'Phone Field Foods' });
    await saveLaunchRequestStep({
      resume_token: token,
      email,
      business_name: 'Phone Field Foods',
      last_step: 'paid',
    });
    const { page } = await browser.open(viewports.phone);
    await page.goto(urlOf(`/launch-request?token=${token}`), { waitUntil: 'networkidle' });
    await signInWithCode(page, email);
    await page.getByRole('heading', { name: 'Your business' }).waitFor();
    expect(await overlapsWhileScrolling(page, page.getByLabel('Phone number'))).toEqual([]);
  });
});
