import { randomUUID } from 'node:crypto';
import type { BrowserContext, Locator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { waitFor } from '../setup/wait-for.ts';
import { api, awaitMail, signInAdmin } from '../integration/payments/support.ts';
import { urlOf } from './browser.ts';

/*
 * The founder's side of acceptance-28-paid-launch-chat.test.ts, written blind (from CONTRACT-12,
 * the spec, the README and the other e2e files; no file under functions/ or web/src/ read). Every
 * step goes through a door a person uses: the launch chat, the scheduling sandbox's frame, the
 * staff's payment link, the checkout page and the Paystack sandbox.
 */

/** The server's sentence for a paid launch, as CONTRACT-12 quotes it. */
export const PAID_SENTENCE =
  'This launch is paid for, so it can no longer be changed from the launch chat. Sign in to your launch request, or ask our team.';

const FRAME = 'iframe[title="Book your setup call"]';

/** The spec's twelve launch chat sectors: the chat's business-type choice buttons. */
const SECTORS = [
  'FinTech',
  'eCommerce',
  'Restaurants',
  'EduTech',
  'PropTech',
  'HealthTech',
  'Taxi Tech',
  'Fashion & Lifestyle',
  'Agriculture Tech',
  'Event & Ticketing',
  'Transport & Logistics',
  'Other / Not sure',
];
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
export const SECTOR_BUTTON = new RegExp(`^(${SECTORS.map(escaped).join('|')})`);

export interface Founder {
  /** Random, so this founder's records are told apart from every other file's. */
  readonly marker: string;
  readonly name: string;
  readonly email: string;
  readonly idea: string;
}

export function newFounder(label: string): Founder {
  const marker = `pl${randomUUID().slice(0, 8)}`;
  return {
    marker,
    name: 'Amaka Obi',
    email: `${label}-${marker}@example.com`,
    idea: `A savings app for market women in Onitsha, ref ${marker}`,
  };
}

/**
 * The resume token the launch chat saves with, read from its saves on the wire (the chat sends it
 * as `resume_token`), so the test needs no knowledge of the browser storage's keys.
 */
export function followResumeToken(page: Page): () => Promise<string> {
  let token = '';
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/launch/onboarding') return;
    token = (request.postDataJSON() as { resume_token?: string } | null)?.resume_token ?? token;
  });
  return () =>
    waitFor(
      'the launch chat to save under a resume token (POST /api/launch/onboarding with resume_token)',
      () => token,
      (value) => value !== '',
      { timeoutMs: 15_000 },
    );
}

/** The launch chat's saves (POST /api/launch/onboarding) still waiting for an answer. */
export function followSaves(page: Page): { pending: () => number; answered: () => string[] } {
  const open = new Set<Request>();
  const answered: string[] = [];
  const isSave = (request: Request) =>
    request.method() === 'POST' && new URL(request.url()).pathname === '/api/launch/onboarding';
  page.on('request', (request) => {
    if (isSave(request)) open.add(request);
  });
  // 'response', not 'requestfinished': Chromium does not always report a keepalive request finished.
  page.on('response', (response) => {
    const request = response.request();
    if (!open.delete(request)) return;
    answered.push(`${response.status()} ${request.postData()?.slice(0, 160) ?? ''}`);
  });
  page.on('requestfailed', (request) => {
    if (open.delete(request)) answered.push(`failed ${request.failure()?.errorText ?? ''}`);
  });
  return { pending: () => open.size, answered: () => [...answered] };
}

/** The idea typed and sent, then FinTech picked: the chat is at its sector overview. */
async function ideaAndSector(page: Page, idea: string): Promise<void> {
  await page.goto(urlOf('/launch'), { waitUntil: 'networkidle' });
  await page.getByLabel('Your business idea').fill(idea);
  await page.getByLabel('Your business idea').press('Enter');
  await page.getByRole('button', { name: /^FinTech/ }).click({ timeout: 20_000 });
}

/**
 * The launch chat walked to the booking step and the call booked in the scheduling sandbox's frame
 * under the founder's name and e-mail, Continue not yet pressed: the chat still holds its resume
 * token (README: it is cleared only after closing). Answers the token.
 */
export async function chatToBookedCall(page: Page, founder: Founder): Promise<string> {
  const token = followResumeToken(page);
  await ideaAndSector(page, founder.idea);
  await page.getByRole('button', { name: 'See my tailored solution' }).click({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Change sector' }).waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Start in 60s' }).last().click();
  const frame = page.frameLocator(FRAME);
  await frame.getByLabel('Name').fill(founder.name);
  await frame.getByLabel('Email').fill(founder.email);
  await frame.getByRole('button', { name: 'Schedule Event' }).click();
  await frame.getByText(/^You are scheduled: /).waitFor({ timeout: 15_000 });
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await waitFor(
    'Continue to be enabled on the booking step once the frame reported the booking',
    async () => (await continueButton.count()) > 0 && (await continueButton.isEnabled()),
    (enabled) => enabled,
    { timeoutMs: 15_000 },
  );
  return token();
}

/**
 * The launch chat walked to its first quick question, the idea carrying the founder's name and
 * e-mail (so staff can send a payment link). Answers the token.
 */
export async function chatToFirstQuestion(page: Page, founder: Founder): Promise<string> {
  const token = followResumeToken(page);
  await ideaAndSector(page, `${founder.idea}. My name is ${founder.name}, ${founder.email}`);
  await page.getByRole('button', { name: 'Answer quick questions' }).click({ timeout: 20_000 });
  await page.getByPlaceholder('Type your answer').waitFor({ timeout: 15_000 });
  return token();
}

/**
 * The setup fee paid the way a founder pays it: staff send the payment link (the admin API the
 * dashboard's button calls), the founder opens the e-mailed link in another tab of the same
 * browser and pays on the local Paystack sandbox; that tab is closed once the site confirms.
 */
export async function paySetupFee(context: BrowserContext, token: string, founder: Founder): Promise<void> {
  const { accessToken } = await signInAdmin();
  const sent = await api('/api/admin/payment-links', {
    token: accessToken,
    body: { resume_token: token, plan: 'banking-platform', setup_fee: 5_000_000 },
  });
  expect(sent.status, `staff sending the payment link: ${sent.text}`).toBe(201);
  const [mail] = await awaitMail(founder.email, /checkout link/);
  const link = /(http\S+\/checkout\?token=\S+)/.exec(mail?.text ?? '')?.[1];
  if (!link) throw new Error(`no checkout link in the payment link mail: ${mail?.text ?? '(none)'}`);
  const tab = await context.newPage();
  await tab.goto(link);
  await tab.getByRole('button', { name: /^Pay .* with Paystack$/ }).click({ timeout: 20_000 });
  await tab.waitForURL(/\/_local\/paystack\/checkout\//, { timeout: 20_000 });
  await tab.getByRole('button', { name: /^Pay / }).click();
  await tab.getByRole('heading', { name: 'Payment Successful' }).waitFor({ timeout: 60_000 });
  await tab.close();
}

interface ScreenElement {
  innerText: string;
}
interface ScreenGlobals {
  document: { body: ScreenElement };
  setInterval(callback: () => void, ms: number): number;
  clearInterval(id: number): void;
  textSightings?: Record<string, string[]>;
  textWatches?: Record<string, number>;
}

/** The page's visible text now (innerText leaves out what is not rendered). */
export function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => (globalThis as unknown as ScreenGlobals).document.body.innerText);
}

/** What the person can read now in elements with role alert or status, one entry each. */
export function alertsAndStatuses(page: Page): Promise<string[]> {
  const live = page.locator('[role="alert"], [role="status"]');
  return live.evaluateAll((elements) =>
    (elements as unknown as ScreenElement[]).map((element) => element.innerText.trim()).filter(Boolean),
  );
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Whether a visible role=alert/status element shows `sentence` verbatim (white space folded). */
export async function sentenceInAlertOrStatus(page: Page, sentence: string): Promise<boolean> {
  const live = page.locator('[role="alert"], [role="status"]').filter({ hasText: sentence });
  for (const element of await live.all()) {
    if (!(await element.isVisible())) continue;
    const text = await element.evaluate((node) => (node as unknown as ScreenElement).innerText);
    if (oneLine(text).includes(sentence)) return true;
  }
  return false;
}

/** Waits (up to `timeoutMs`) for the sentence in a visible role=alert/status element; throws naming it. */
export async function waitForSentence(page: Page, sentence: string, timeoutMs: number, after: string) {
  await waitFor(
    `a visible role="alert"/"status" element showing, after ${after}: '${sentence}' (the page's alerts and statuses are shown as last seen)`,
    async () => ({
      shown: await sentenceInAlertOrStatus(page, sentence),
      alertsAndStatuses: await alertsAndStatuses(page),
    }),
    (seen) => seen.shown,
    { timeoutMs, intervalMs: 150 },
  );
}

/**
 * From now until the page navigates, samples the page's visible text every 100 ms and keeps every
 * sighting of `pattern` (with the text around it), so "never shows" covers what flashes by between
 * two checks. Answers a reader of the sightings.
 */
export async function watchText(page: Page, pattern: RegExp): Promise<() => Promise<string[]>> {
  const id = randomUUID();
  await page.evaluate(
    ([key, source, flags]) => {
      const scope = globalThis as unknown as ScreenGlobals;
      const wanted = new RegExp(source, flags);
      scope.textSightings = { ...scope.textSightings, [key]: [] };
      scope.textWatches = {
        ...scope.textWatches,
        [key]: scope.setInterval(() => {
          const text = scope.document.body.innerText;
          const at = text.search(wanted);
          const seen = scope.textSightings?.[key];
          if (at >= 0 && seen && seen.length < 5) seen.push(text.slice(Math.max(0, at - 100), at + 60));
        }, 100),
      };
    },
    [id, pattern.source, pattern.flags] as const,
  );
  return () =>
    page.evaluate(
      (key) => (globalThis as unknown as ScreenGlobals).textSightings?.[key] ?? ['(the watch was lost)'],
      id,
    );
}

/**
 * Lets the page run for `ms` while a watch samples it: proving that something does NOT appear
 * needs a window of time, not a wait for a condition.
 */
export const observeFor = (page: Page, ms: number) => page.waitForTimeout(ms);

/**
 * The ways the launch chat offers, right now, to change the launch: visible, editable text boxes
 * in the page's main content (an e-mail or code box for signing in is not a chat answer) and
 * visible, enabled sector buttons. Empty when it offers none.
 */
export async function waysToChange(page: Page): Promise<string[]> {
  const main = page.getByRole('main');
  const ways: string[] = [];
  for (const box of await main.getByRole('textbox').all()) {
    if (!(await box.isVisible()) || !(await box.isEditable())) continue;
    const name = await box.evaluate((node) => {
      const field = node as unknown as { getAttribute(name: string): string | null; type?: string };
      return `${field.getAttribute('aria-label') ?? ''} ${field.getAttribute('placeholder') ?? ''} ${field.type ?? ''}`;
    });
    if (/e-?mail|code/i.test(name)) continue;
    ways.push(`an editable text box (${oneLine(name)})`);
  }
  for (const button of await main.getByRole('button', { name: SECTOR_BUTTON }).all()) {
    if ((await button.isVisible()) && (await button.isEnabled())) {
      ways.push(`an enabled sector button '${oneLine(await button.innerText())}'`);
    }
  }
  return ways;
}

/** A visible, enabled button of the page's main content named exactly `name`, if there is one. */
export async function offered(page: Page, name: string): Promise<Locator | undefined> {
  for (const button of await page.getByRole('main').getByRole('button', { name, exact: true }).all()) {
    if ((await button.isVisible()) && (await button.isEnabled())) return button;
  }
  return undefined;
}

/** What staff read on the founder's Onboarding card (Onboarding tab, searched by the marker). */
export async function onboardingCardText(admin: Page, founder: Founder, token: string): Promise<string> {
  await admin.getByRole('tab', { name: 'Onboarding' }).click();
  await admin.getByLabel('Search onboarding').fill(founder.marker);
  // The spec: the card shows the first 8 characters of the resume token.
  const card = admin.locator('li').filter({ hasText: token.slice(0, 8) });
  const row = admin.getByRole('button', { name: /open details$/ });
  await waitFor(
    `the Onboarding card (or its row) of the founder ${founder.marker}, token ${token.slice(0, 8)}, on the staff dashboard`,
    async () => (await card.count()) + (await row.count()),
    (found) => found > 0,
    { timeoutMs: 20_000 },
  );
  if ((await card.count()) === 0) await row.first().click();
  return waitFor(
    `the Onboarding card of ${founder.marker} to show its idea`,
    () => card.first().innerText(),
    (text) => text.includes('Idea'),
    { timeoutMs: 10_000 },
  );
}
