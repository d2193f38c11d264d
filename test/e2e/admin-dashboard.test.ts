import { randomUUID } from 'node:crypto';
import type { Browser, Page, ViewportSize } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { saveLaunchRequestStep } from '../../functions/adapters/db/launch-requests.ts';
import { upsertOnboarding } from '../../functions/adapters/db/onboardings.ts';
import {
  accessibilityViolations,
  closeFileContexts,
  type OpenedPage,
  openPage,
  urlOf,
  useProductTable,
  viewports,
  workerBrowser,
} from './browser.ts';

let browser: Browser;

async function open(viewport: ViewportSize = viewports.desktop): Promise<OpenedPage> {
  const tab = await openPage(browser, { viewport });
  return tab;
}

/** The page's own globals this test reads or plants (the cast is erased in the page). */
interface Planted {
  noReloadMarker?: string;
  injected?: number;
}
const planted = (page: Page) =>
  page.evaluate(() => {
    const { noReloadMarker, injected } = globalThis as unknown as Planted;
    return { noReloadMarker, injected };
  });

async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto(urlOf('/admin/login'));
  await page.getByLabel('Email').fill(inject('adminEmail'));
  await page.getByLabel('Password').fill(inject('adminPassword'));
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(urlOf('/quarteradmin'));
  await page.getByText('Login Successful').waitFor();
  await page.getByText('Redirecting to admin dashboard.').waitFor();
  await page.getByRole('heading', { level: 1, name: 'Chat Dashboard' }).waitFor();
}

/** POST /api/chat-sessions as the site's chat widget does (from Node or from a page). */
function sessionBody(marker: string, overrides: Record<string, unknown> = {}) {
  return {
    sessionId: `widget-${Date.now()}-${randomUUID().slice(0, 8)}`,
    messages: [
      { role: 'user', content: `I want to start a fintech ${marker}`, timestamp: new Date().toISOString() },
      { role: 'assistant', content: 'Great idea! Tell me more.', timestamp: new Date().toISOString() },
    ],
    customerName: `Founder ${marker}`,
    businessType: 'fintech',
    identifiedNeeds: ['fintech', 'real_estate'],
    ...overrides,
  };
}

async function saveSession(body: unknown): Promise<void> {
  const response = await fetch(urlOf('/api/chat-sessions'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

/** Narrows the list to this test's records, however many other tests saved. */
async function search(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label).fill(text);
}

beforeAll(async () => {
  // Seeding launch requests and onboarding goes straight to the product's table.
  useProductTable();
  browser = await workerBrowser();
});

afterAll(() => closeFileContexts(browser));

describe('admin guard and login', () => {
  it('sends a signed-out visitor from /quarteradmin to /admin/login', async () => {
    const { page } = await open();
    await page.goto(urlOf('/quarteradmin'));
    await page.waitForURL(urlOf('/admin/login'));
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
  });

  it('a wrong password shows the Login Failed toast and stays on /admin/login', async () => {
    const { page } = await open();
    await page.goto(urlOf('/admin/login'));
    await page.getByLabel('Email').fill(inject('adminEmail'));
    await page.getByLabel('Password').fill('Not-The-Passw0rd!');
    await page.getByRole('button', { name: 'Login' }).click();

    const toast = page.getByRole('alert').filter({ hasText: 'Login Failed' });
    await toast.getByText('Please check your details. You may not be an admin.').waitFor();
    expect(page.url()).toBe(urlOf('/admin/login'));
  });

  it('an empty form is not sent: e-mail and password are required', async () => {
    const { page } = await open();
    await page.goto(urlOf('/admin/login'));
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    await expect(page.getByLabel('Email').getAttribute('required')).resolves.toBe('');
    await expect(page.getByLabel('Password').getAttribute('required')).resolves.toBe('');
  });
});

describe('chat sessions', () => {
  it('changes a session status, and a session saved in another browser appears without a reload', async () => {
    const marker = `e2e${randomUUID().slice(0, 8)}`;
    await saveSession(sessionBody(marker));
    const { page, problems } = await open();
    await signInAsAdmin(page);
    await page.locator('[data-live-status="live"]').waitFor();
    await search(page, 'Search sessions', marker);
    const list = page.getByRole('list', { name: 'Chat sessions' });
    const first = list.getByRole('listitem').filter({ hasText: `Founder ${marker}` });
    await first.waitFor();
    await expect(first.getByText('real estate').count()).resolves.toBe(1);

    await first.getByRole('button', { name: 'Mark follow up' }).click();
    await page.getByText('Session status updated').waitFor();
    await first.getByText('Follow up', { exact: true }).waitFor();
    await expect(first.getByRole('button', { name: 'Mark follow up' }).isDisabled()).resolves.toBe(true);

    await page.evaluate(() => {
      (globalThis as unknown as Planted).noReloadMarker = 'still here';
    });
    const visitor = await open();
    await visitor.page.goto(urlOf('/'));
    const saved = await visitor.page.evaluate(
      async (body) => {
        const response = await fetch('/api/chat-sessions', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return response.status;
      },
      sessionBody(marker, { customerName: `Second visitor ${marker}` }),
    );
    expect(saved).toBe(200);

    await list
      .getByRole('listitem')
      .filter({ hasText: `Second visitor ${marker}` })
      .waitFor({ timeout: 15_000 });
    await expect(list.getByRole('listitem').count()).resolves.toBe(2);
    expect((await planted(page)).noReloadMarker).toBe('still here');
    expect(problems.consoleErrors).toEqual([]);
  });

  it('shows markup typed into a chat as inert text in the list and the transcript', async () => {
    const marker = `xss${randomUUID().slice(0, 8)}`;
    const nameMarkup = `<img src=x onerror="globalThis.injected=1">${marker}`;
    const messageMarkup = `<script>globalThis.injected=2</script><b>bold</b><img src=y onerror="globalThis.injected=3"> ${marker}`;
    await saveSession(
      sessionBody(marker, {
        customerName: nameMarkup,
        messages: [{ role: 'user', content: messageMarkup, timestamp: new Date().toISOString() }],
      }),
    );
    const { page } = await open();
    await signInAsAdmin(page);
    await search(page, 'Search sessions', marker);
    const card = page.getByRole('list', { name: 'Chat sessions' }).getByRole('listitem').first();
    await card.getByRole('heading', { name: nameMarkup }).waitFor();

    await card.getByRole('button', { name: 'View transcript' }).click();
    const transcript = card.getByRole('list', { name: 'Transcript' });
    await transcript.getByText(messageMarkup).waitFor();

    await expect(card.locator('img, script, b').count()).resolves.toBe(0);
    expect((await planted(page)).injected).toBeUndefined();
  });

  it('labels an untitled session by the last 8 characters of its session id', async () => {
    const marker = `untitled${randomUUID().slice(0, 6)}`;
    const body = sessionBody(marker, { customerName: undefined, customerEmail: `${marker}@example.com` });
    await saveSession(body);
    const { page } = await open(viewports.phone);
    await signInAsAdmin(page);
    await search(page, 'Search sessions', marker);
    await page
      .getByRole('list', { name: 'Chat sessions' })
      .getByRole('heading', { name: body.sessionId.slice(-8), exact: true })
      .waitFor();
  });
});

describe('launch requests and onboarding', () => {
  it('shows sensitive details only as red badges, contact details as grey badges, and stage badges', async () => {
    const marker = `lr${randomUUID().slice(0, 8)}`;
    const secrets = {
      bvn_encrypted: `BVN-SECRET-${marker}`,
      id_document_key: `uploads/id-documents/SECRET-${marker}.png`,
      bank_details_encrypted: `BANK-SECRET-${marker}`,
    };
    await saveLaunchRequestStep({
      resume_token: randomUUID(),
      name: `Chidi ${marker}`,
      email: `chidi.${marker}@example.com`,
      phone: '+2348012345678',
      business_name: `Okafor Pay ${marker}`,
      business_type: 'FinTech',
      last_step: 'cta',
      ...secrets,
    });
    const tokens = [randomUUID(), randomUUID()];
    await upsertOnboarding({
      resume_token: tokens[0] ?? '',
      business_name: `Venture ${marker} A`,
      stage_completed: 'in_progress',
    });
    await upsertOnboarding({ resume_token: tokens[1] ?? '', business_name: `Venture ${marker} B` });

    const { page } = await open();
    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Launch Requests' }).click();
    await search(page, 'Search launch requests', marker);
    const request = page.getByRole('list', { name: 'Launch requests' }).getByRole('listitem').first();
    const badges = request.getByRole('list', { name: 'Details provided' });
    await badges.waitFor();
    await expect(badges.getByRole('listitem').allTextContents()).resolves.toEqual([
      'BVN',
      'ID document',
      'Bank details',
      'Phone',
      'Email',
    ]);
    const html = await page.content();
    for (const secret of [...Object.values(secrets), '+2348012345678', `chidi.${marker}@example.com`]) {
      expect(html).not.toContain(secret);
    }

    await page.getByRole('tab', { name: 'Onboarding' }).click();
    await search(page, 'Search onboarding', marker);
    const records = page.getByRole('list', { name: 'Onboarding records' });
    // Two records are two rows (issue #26): each opens to its card.
    await records.getByRole('button', { name: new RegExp(`Venture ${marker} A: open details$`) }).click();
    const inProgress = records.getByRole('listitem').filter({ hasText: `Venture ${marker} A` });
    await inProgress.getByText('in_progress', { exact: true }).waitFor();
    await inProgress.getByText(`Token ${(tokens[0] ?? '').slice(0, 8)}`).waitFor();
    await records.getByRole('button', { name: new RegExp(`Venture ${marker} B: open details$`) }).click();
    await records
      .getByRole('listitem')
      .filter({ hasText: `Venture ${marker} B` })
      .getByText('Not started')
      .waitFor();
  });

  it('Test Function sends the default message to Q and calls leads and simple-test', async () => {
    const { page } = await open();
    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Test Function' }).click();
    await expect(page.getByLabel('Test message').inputValue()).resolves.toBe(
      "Hello! I'm thinking of starting a fintech in Nigeria. Can you help me get started?",
    );
    for (const action of ['Send test message', 'Send test lead', 'Call simple-test']) {
      await page.getByRole('button', { name: action }).click();
    }
    await page.getByText('Session id').waitFor();
    await page.getByText('Lead id').waitFor();
    // The three calls answer in any order: wait for all three results, not the two named above.
    await expect.poll(() => page.getByText(/^(Success|Failed)$/).count(), { timeout: 10_000 }).toBe(3);
    await expect(page.getByText('Success', { exact: true }).count()).resolves.toBe(3);
  });

  it('logs out back to /admin/login, and the dashboard is guarded again', async () => {
    const { page } = await open();
    await signInAsAdmin(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(urlOf('/admin/login'));
    await page.goto(urlOf('/quarteradmin'));
    await page.waitForURL(urlOf('/admin/login'));
  });

  it('axe finds no accessibility violations on /admin/login and the dashboard at phone and desktop width', async () => {
    for (const viewport of [viewports.phone, viewports.desktop]) {
      const { page } = await open(viewport);
      await page.goto(urlOf('/admin/login'));
      await page.getByLabel('Password').waitFor();
      await expect(accessibilityViolations(page)).resolves.toEqual([]);

      await signInAsAdmin(page);
      await page.getByText(/^\d+ shown/).waitFor();
      await expect(accessibilityViolations(page)).resolves.toEqual([]);
    }
  });
});
