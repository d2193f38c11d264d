import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newLaunchSessionId, newResumeToken } from '../../functions/domain/ids.ts';
import { signInAsAdmin, urlOf, useBrowser, viewports } from './browser.ts';

/**
 * A staff member's working day (issue #26): the lists are dense rows that sort and filter, whose
 * view lives in the URL; the owner is chosen from the staff accounts; dates read one way in Lagos
 * time; the timeline speaks people's words, shows the founder's answers and opens the launch chat,
 * in a dialog that fits a laptop and a phone; the funnel never says more than 100%.
 */
const browser = useBrowser();
const M = `sd${randomUUID().slice(0, 6)}`;
const LAPTOP = { width: 1366, height: 768 };
const ROWS = 12;
const LAGOS_DATE = /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}, \d{2}:\d{2} WAT$/;
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/staff-${name}.png` });

async function post(path: string, body: unknown): Promise<void> {
  const response = await fetch(urlOf(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, `${path} answered ${response.status}`).toBe(200);
}

/** A founder's launch chat as the browser saves it: the conversation, then autosave and finalize. */
async function launchChat(index: number, finished: boolean): Promise<string> {
  const resumeToken = newResumeToken();
  const sessionId = newLaunchSessionId();
  const who = {
    resume_token: resumeToken,
    name: `Founder ${String(index).padStart(2, '0')} ${M}`,
    email: `f${index}.${M}@example.com`,
    chat_session_id: sessionId,
  };
  await post('/api/chat-sessions', {
    sessionId,
    messages: [
      { role: 'assistant', content: 'What would you like to launch?', timestamp: new Date().toISOString() },
      { role: 'user', content: `A savings app for traders ${index}`, timestamp: new Date().toISOString() },
      { role: 'assistant', content: 'Which sector fits it best?', timestamp: new Date().toISOString() },
      { role: 'user', content: 'FinTech, for market women', timestamp: new Date().toISOString() },
    ],
  });
  for (const stage of finished ? ['autosave', 'finalize'] : ['autosave'])
    await post('/api/launch/onboarding', {
      stage,
      ...who,
      last_step: finished ? 'closing' : 'sector',
      data: {
        business_type: 'fintech',
        stage_completed: finished ? 'meeting_booked' : 'sector',
        business_name: `Biz ${String.fromCharCode(65 + index)} ${M}`,
        needs_help_with: [],
      },
    });
  return resumeToken;
}

const tokens: string[] = [];

beforeAll(async () => {
  for (let index = 0; index < ROWS; index += 1) tokens.push(await launchChat(index, index % 3 === 0));
}, 120_000);

async function openOnboarding(page: Page): Promise<void> {
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Onboarding' }).click();
  await page.getByLabel('Search onboarding').fill(M);
  await expect
    .poll(() => page.getByRole('list', { name: 'Onboarding records' }).getByRole('listitem').count(), {
      message: `waiting for the ${ROWS} onboarding rows of ${M}`,
      timeout: 20_000,
    })
    .toBe(ROWS);
}

/** The rows wholly inside the viewport once the list is scrolled to the top of the screen. */
async function rowsInView(page: Page): Promise<number> {
  const list = page.getByRole('region', { name: 'Onboarding records list' });
  await list.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  let count = 0;
  for (const row of await list.getByRole('listitem').all()) {
    const box = await row.boundingBox();
    if (box && box.y >= 0 && box.y + box.height <= viewport.height) count += 1;
  }
  return count;
}

const rowNames = (page: Page) =>
  page.getByRole('list', { name: 'Onboarding records' }).locator('[data-cell="name"]').allTextContents();

const noSideScroll = (page: Page) =>
  page.evaluate(() => {
    const root = (
      globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }
    ).document.documentElement;
    return root.scrollWidth <= root.clientWidth;
  });

describe('the staff dashboard for a working day (issue #26)', () => {
  it('lists prospects as dense rows that sort, filter and keep their view in the URL (laptop)', async () => {
    const { page, problems } = await browser.open(LAPTOP);
    await openOnboarding(page);

    expect(await rowsInView(page)).toBeGreaterThanOrEqual(8);
    const first = page.getByRole('list', { name: 'Onboarding records' }).getByRole('listitem').first();
    expect(await first.locator('[data-cell="stage"]').innerText()).toMatch(
      /^(Call booked|In the launch chat)$/,
    );
    expect(await first.locator('[data-cell="owner"]').innerText()).toBe('Nobody yet');
    expect(await first.locator('[data-cell="last_activity"]').innerText()).toMatch(LAGOS_DATE);
    await shot(page, 'list-laptop');

    // Sort by name, then the other way.
    // The rows re-render after the click (the view goes through the URL), so each order is
    // waited for: read at once, the list can still show the order before the click.
    const ascending = Array.from(
      { length: ROWS },
      (_, index) => `Founder ${String(index).padStart(2, '0')} ${M}`,
    );
    await page.getByRole('button', { name: /^Name, sort by this column/ }).click();
    await expect
      .poll(() => rowNames(page), {
        message: 'waiting for the rows in ascending name order',
        timeout: 10_000,
      })
      .toEqual(ascending);
    await page.getByRole('button', { name: /^Name, sorted ascending/ }).click();
    await expect
      .poll(() => rowNames(page), {
        message: 'waiting for the rows in descending name order',
        timeout: 10_000,
      })
      .toEqual([...ascending].reverse());

    // Filter by stage, in people's words.
    await page.getByLabel('Stage', { exact: true }).selectOption({ label: 'Call booked' });
    await expect.poll(async () => (await rowNames(page)).length).toBe(4);
    expect(page.url()).toContain('stage=call_booked');
    expect(page.url()).toContain('sort=name');
    expect(page.url()).toContain(`q=${M}`);

    // Reload: the tab, search, filter and sort come back.
    await page.reload();
    await expect
      .poll(async () => (await rowNames(page)).length, {
        message: 'waiting for the 4 booked rows after a reload',
        timeout: 20_000,
      })
      .toBe(4)
      .catch(async (error: unknown) => {
        await shot(page, 'reload-failure');
        throw error;
      });
    expect(await page.getByLabel('Search onboarding').inputValue()).toBe(M);
    expect(await page.getByLabel('Stage', { exact: true }).inputValue()).toBe('call_booked');
    // Back: the stage filter goes, the 12 rows return.
    await page.goBack();
    await expect
      .poll(async () => (await rowNames(page)).length, {
        message: 'waiting for all rows after Back',
        timeout: 20_000,
      })
      .toBe(ROWS);

    // Open a row: its card with every action; the open row is in the URL too.
    const row = page.getByRole('button', { name: new RegExp(`^Founder 03 ${M}, .*: open details$`) });
    await row.click();
    const card = page.locator('li', { has: page.getByRole('heading', { name: `Biz D ${M}` }) });
    await card.getByRole('button', { name: 'Send payment link' }).waitFor();
    await card.getByRole('button', { name: 'Timeline', exact: true }).waitFor();
    expect(page.url()).toMatch(/open=/);
    await page.reload();
    await card.getByRole('button', { name: 'Send payment link' }).waitFor();
    await shot(page, 'row-open-laptop');
    expect(await noSideScroll(page)).toBe(true);
    expect(problems.consoleErrors).toEqual([]);
  });

  it('chooses the owner from the staff accounts, and the row then shows it and filters by it', async () => {
    const { page } = await browser.open(LAPTOP);
    await openOnboarding(page);
    const admin = inject('adminEmail').toLowerCase();
    await page.getByRole('button', { name: new RegExp(`^Founder 01 ${M}, .*: open details$`) }).click();
    const card = page.locator('li', { has: page.getByRole('heading', { name: `Biz B ${M}` }) });
    await card.getByRole('button', { name: 'Timeline', exact: true }).click();
    const owner = card.getByLabel('Owner');
    await owner.locator(`option[value="${admin}"]`).waitFor({ state: 'attached' });
    expect(await owner.evaluate((select) => select.tagName)).toBe('SELECT');
    await owner.selectOption(admin);
    await card.getByRole('button', { name: 'Save owner and follow-up' }).click();
    await page.getByText('Prospect saved').first().waitFor();

    await card.getByRole('button', { name: /close details$/ }).click();
    // The row shows the new owner without a reload.
    const ownerCell = page
      .getByRole('list', { name: 'Onboarding records' })
      .getByRole('listitem')
      .filter({ hasText: `Founder 01 ${M}` })
      .locator('[data-cell="owner"]');
    await expect
      .poll(() => ownerCell.innerText(), { message: 'waiting for the row to show its owner' })
      .toBe(admin);
    await page.getByLabel('Owner', { exact: true }).first().selectOption(admin);
    await expect.poll(async () => rowNames(page)).toEqual([`Founder 01 ${M}`]);
  });

  for (const [size, viewport] of [
    ['laptop', LAPTOP],
    ['phone', viewports.phone],
  ] as const)
    it(`shows a timeline in people's words with the founder's answers and the launch chat (${size})`, async () => {
      const { page } = await browser.open(viewport);
      await signInAsAdmin(page);
      await page.goto(urlOf(`/quarteradmin?tab=onboarding&prospect=${tokens[0]}`));
      const dialog = page.getByRole('dialog');
      const events = dialog.getByRole('list', { name: 'Timeline events, newest first' });
      await events.getByText('Last step reached: All set').waitFor();
      const text = (await events.textContent()) ?? '';
      for (const internal of ['meeting_booked', 'closing', 'fintech', 'business_launch'])
        expect(text).not.toContain(internal);
      const answers = dialog.getByRole('list', { name: 'The founder’s answers' });
      expect(await answers.getByRole('listitem').allTextContents()).toEqual([
        'A savings app for traders 0',
        'FinTech, for market women',
      ]);
      expect(text).not.toContain('What would you like to launch?');
      await dialog.getByRole('button', { name: 'View launch chat' }).click();
      await dialog
        .getByRole('list', { name: 'Transcript' })
        .getByText('What would you like to launch?')
        .waitFor();
      await shot(page, `timeline-${size}`);

      // Fits: nothing wider than the screen, and the close button is on it.
      expect(await noSideScroll(page)).toBe(true);
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
      // Nothing inside is cut off at the dialog's right edge.
      for (const name of ['Save owner and follow-up', 'Add note']) {
        const button = await dialog.getByRole('button', { name }).boundingBox();
        expect(button && box && button.x + button.width <= box.x + box.width, `${name} fits`).toBe(true);
      }
      const close = dialog.getByRole('button', { name: 'Close' });
      const closeBox = await close.boundingBox();
      expect(closeBox && closeBox.y >= 0 && closeBox.x + closeBox.width <= viewport.width).toBe(true);
      await close.click();
      await dialog.waitFor({ state: 'hidden' });
    });

  it('on a phone, rows are short and the list does not scroll sideways', async () => {
    const { page } = await browser.open(viewports.phone);
    await openOnboarding(page);
    expect(await noSideScroll(page)).toBe(true);
    expect(await rowsInView(page)).toBeGreaterThanOrEqual(6);
    await shot(page, 'list-phone');
  });

  for (const [size, viewport] of [
    ['laptop', LAPTOP],
    ['phone', viewports.phone],
  ] as const)
    it(`the funnel counts journeys with no step over 100%, and a stage opens its prospects (${size})`, async () => {
      const { page } = await browser.open(viewport);
      await signInAsAdmin(page);
      await page.getByRole('tab', { name: 'Funnel' }).click();
      const journeys = page.getByRole('list', { name: 'Launch journeys by stage' });
      await journeys.waitFor();
      const counts = await journeys.locator('[data-testid^="journey-count-"]').allTextContents();
      const numbers = counts.map((count) => Number(count.split(' ')[0]));
      expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
      for (const count of counts) {
        const percent = /· ([\d.]+)%/.exec(count)?.[1];
        if (percent) expect(Number(percent)).toBeLessThanOrEqual(100);
      }
      const chart = (await page.getByTestId('funnel-chart').textContent()) ?? '';
      for (const percent of chart.matchAll(/([\d.]+)%/g)) expect(Number(percent[1])).toBeLessThanOrEqual(100);
      expect(await page.getByTestId('funnel-overall').textContent()).toMatch(/%|—/);
      expect(await page.getByTestId('funnel-paid-naira').textContent()).toMatch(/^₦/);

      await journeys.getByRole('button', { name: /^Calls booked/ }).click();
      const prospects = page.getByRole('region', { name: 'Prospects: Calls booked' });
      await prospects.getByRole('button', { name: new RegExp(`^Founder 03 ${M}`) }).click();
      await page.getByRole('dialog').getByText('Last step reached: All set').waitFor();
      expect(await noSideScroll(page)).toBe(true);
      await shot(page, `funnel-${size}`);
    });
});
