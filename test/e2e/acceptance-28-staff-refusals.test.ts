import { randomUUID } from 'node:crypto';
import type { BrowserContext, Locator, Page, Request, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { waitFor } from '../setup/wait-for.ts';
import {
  addPayoutAccount,
  applyAsPartner,
  GTBANK,
  liveReferral,
  nextTransfer,
  registerAccountName,
  uniqueAccountNumber,
} from '../integration/referral/acceptance-29-support.ts';
import {
  api,
  pressOnCheckout,
  signInAdmin,
  verify,
  type ApiAnswer,
} from '../integration/payments/support.ts';
import { signInAsAdmin, urlOf, useBrowser, viewports } from './browser.ts';

/*
 * Acceptance for issue #28, "The web shows the server's message for a refusal (ApiError's
 * message), one way in every feature", for the features acceptance-28-refusals.test.ts left out:
 * the Q chat widget, the launch chat and the staff dashboard. Written blind (from the issue, the
 * spec, DESIGN.md, the README and the running product; no file under functions/ or web/src/ read).
 *
 * Each refusal is provoked through the real product, the way a person meets it, and then:
 *   - the sentence the server answered (read from the API, or from the answer in transit) is on
 *     the screen, verbatim;
 *   - the same refusal once more, with the server's sentence replaced in transit by a random
 *     marker (page.route fulfils the real answer, status and shape kept, only `error.message`
 *     swapped): the marker must be on screen. A web that keeps its own copy of the sentence
 *     passes the first check and fails this one.
 *
 * Decisions where the issue and the spec leave room:
 *   - "On screen" is visible text anywhere on the page (an alert, a status line or a toast).
 *   - The spec's own failure texts stay where the spec puts them: the widget may still answer a
 *     failed message with its 'technical hiccup' bubble, and the staff toasts keep their spec
 *     titles; the server's sentence must be there as well.
 *   - The launch chat's autosave and finalize failures are silent by the spec ("ignored
 *     silently"), so its refusal here is the recap a later visit shows (README, issue #26): a
 *     recap kept in the browser whose launch the server does not know (404).
 *   - The staff's refused action is one the server decides on data the screen cannot know yet:
 *     a payment link for a launch paid after the card was drawn (the live connection down, so the
 *     card is stale, as on a poor connection), and an approval Paystack refuses.
 *   - The "ordinary race": two answers of the onboarding list that arrive out of order must not
 *     leave the older one on screen.
 *
 * Left out, because the screens offer no way to provoke them: a stale version between two staff
 * (the owner and follow-up save carries no version; the later save wins), an invalid follow-up
 * date (a date input, and the server takes any real date), a Q message over 4,000 characters
 * (the box takes 2,000). A reveal that fails (a value that cannot be decrypted) answers 500, a
 * fault rather than a refusal, so it is left out too.
 */
const browser = useBrowser();

/** A viewer address of its own (the CloudFront header the API prefers), so per-IP limits are this file's. */
const viewerBase = Math.floor(Math.random() * 0xfff0);
let viewers = 0;
function viewer(): Record<string, string> {
  viewers += 1;
  return {
    'cloudfront-viewer-address': `[2001:db8:2e::${(viewerBase + viewers).toString(16)}]:443`,
    'x-local-edge-secret': inject('edgeSecret'),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The refusal sentence of an `{error: {code, message}}` answer (DESIGN.md), or a loud failure. */
function refusalMessage(answer: ApiAnswer): string {
  const error = (answer.body as { error?: { message?: unknown } }).error;
  if (typeof error?.message !== 'string' || error.message === '') {
    throw new Error(`expected {error: {message}} in the answer, got ${answer.status} ${answer.text}`);
  }
  return error.message;
}

interface ScreenElement {
  innerText: string;
}
interface ScreenDocument {
  body: ScreenElement;
  querySelectorAll(selector: string): ArrayLike<ScreenElement>;
}

/** What the person can read now: the page's visible text and, for the failure report, its alerts. */
async function screen(page: Page): Promise<{ text: string; alerts: string[] }> {
  return page.evaluate(() => {
    const doc = (globalThis as unknown as { document: ScreenDocument }).document;
    return {
      text: doc.body.innerText,
      alerts: Array.from(doc.querySelectorAll('[role="alert"], [role="status"], [data-toast]'))
        .map((element) => element.innerText.trim())
        .filter((text) => text !== ''),
    };
  });
}

/**
 * Waits until `sentence` is visible on the page, verbatim. A miss is a soft failure whose message
 * is the wait's own report (what was expected, and the alerts the page showed instead), so the
 * test goes on to the marker check and reports both.
 */
async function expectOnScreen(page: Page, sentence: string, after: string): Promise<void> {
  const missed = await waitFor(
    `the screen to show, verbatim, after ${after}: '${sentence}' (the page's alerts, status lines and toasts are shown as last seen)`,
    () => screen(page),
    (seen) => seen.text.includes(sentence),
    { timeoutMs: 12_000, intervalMs: 150 },
  ).then(
    () => '',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  expect.soft(missed === '', missed).toBe(true);
}

/**
 * From now on, a refusal answered on a path `matches` reaches the page with its sentence replaced
 * by a fresh marker (the real server answered; status, headers and the rest of the body kept;
 * answers under 400 pass untouched). Answers the marker and how many refusals were reworded.
 */
async function rewordRefusals(
  target: Page | BrowserContext,
  matches: (url: URL) => boolean,
): Promise<{ marker: string; reworded: () => number }> {
  const marker = `Refused in the server's own words, ${randomUUID().slice(0, 8)}.`;
  let reworded = 0;
  await target.route(matches, async (route: Route) => {
    const response = await route.fetch();
    if (response.status() < 400) {
      await route.fulfill({ response });
      return;
    }
    const body = (await response.json()) as { error?: Record<string, unknown> };
    reworded += 1;
    await route.fulfill({
      response,
      json: typeof body.error === 'object' ? { ...body, error: { ...body.error, message: marker } } : body,
    });
  });
  return { marker, reworded: () => reworded };
}

/** Repeats the person's action with the refusal reworded in transit; the marker must be on screen. */
async function expectServerWordsShown(
  page: Page,
  matches: (url: URL) => boolean,
  again: () => Promise<void>,
  after: string,
): Promise<void> {
  const { marker, reworded } = await rewordRefusals(page, matches);
  await again();
  // The page's alerts are read with the count so a miss says what the person saw instead: once on
  // CI the second staff member's link was never answered at all, and the report could not say why.
  await waitFor(
    `the repeated action (${after}) to be refused by the server (refusals counted, and the page's alerts, status lines and toasts)`,
    async () => ({ refused: reworded(), alerts: (await screen(page)).alerts }),
    ({ refused }) => refused > 0,
    {
      timeoutMs: 15_000,
    },
  );
  await expectOnScreen(page, marker, `${after}, the server's sentence reworded in transit`);
}

const pathIs =
  (...paths: string[]) =>
  (url: URL) =>
    paths.includes(url.pathname);

async function post(path: string, body: unknown, headers: Record<string, string> = viewer()) {
  return api(path, { body, headers });
}

// ---------------------------------------------------------------------------------------------
// The Q chat widget
// ---------------------------------------------------------------------------------------------

const CHAT_PATHS = pathIs('/api/chat', '/api/chat/stream');

interface Widget {
  page: Page;
  dialog: Locator;
  /** The session id the widget sends (DESIGN.md: x-session-id), once it has sent one. */
  sessionId: () => string;
}

/** The home page on a phone, as one visitor (its own address), with the Q widget open. */
async function openWidget(): Promise<Widget> {
  const { page, context } = await browser.open(viewports.phone);
  await context.setExtraHTTPHeaders(viewer());
  let sessionId = '';
  page.on('request', (request: Request) => {
    if (CHAT_PATHS(new URL(request.url()))) sessionId = request.headers()['x-session-id'] ?? sessionId;
  });
  await page.goto(urlOf('/'), { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Chat with Q' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chat with Q' });
  await dialog.waitFor();
  return { page, dialog, sessionId: () => sessionId };
}

/** Types `message` into the widget and sends it (Enter), without waiting for Q. */
async function send(widget: Widget, message: string): Promise<void> {
  await widget.dialog.getByRole('textbox', { name: 'Message Q' }).fill(message);
  await widget.page.keyboard.press('Enter');
}

/** Sends `message` and waits until Q's reply has finished and the conversation was saved. */
async function exchange(widget: Widget, message: string): Promise<void> {
  const saved = widget.page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/chat-sessions',
    { timeout: 20_000 },
  );
  await send(widget, message);
  await saved.catch(() => {
    throw new Error(`waited 20 s for the widget to save the conversation after '${message}'`);
  });
  await waitFor(
    `the widget to have sent an x-session-id with '${message}'`,
    widget.sessionId,
    (id) => id !== '',
  );
}

/**
 * Spends the session's message budget (README: 20 a minute per session) from outside the page,
 * and answers the 429. When the window is about to end, it waits for the next one and spends that,
 * so the refusal still holds while the person sends.
 */
async function spendChatBudget(sessionId: string): Promise<ApiAnswer> {
  for (let round = 0; round < 2; round += 1) {
    let limited: ApiAnswer | undefined;
    // Sent eight at a time: the budget is a counter on the server, whatever the order.
    for (let sent = 0; sent < 32 && !limited; sent += 8) {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          api('/api/chat', {
            body: { messages: [{ role: 'user', content: `How much does it cost? (${sent + index})` }] },
            headers: { ...viewer(), 'x-session-id': sessionId },
          }),
        ),
      );
      for (const answer of answers) if (answer.status !== 429) expect(answer.status, answer.text).toBe(200);
      limited = answers.find((answer) => answer.status === 429);
    }
    if (!limited) throw new Error(`32 messages in session ${sessionId} were never refused with 429`);
    const response = await fetch(urlOf('/api/chat'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...viewer(), 'x-session-id': sessionId },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'Still there?' }] }),
    });
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(response.status).toBe(429);
    expect(retryAfter, 'Retry-After in seconds').toBeGreaterThan(0);
    if (retryAfter >= 15 || round === 1) return limited;
    await sleep((retryAfter + 1) * 1000);
  }
  throw new Error('unreachable');
}

/**
 * Fills the stored conversation of `sessionId` to its cap (README: 120 messages a stored session)
 * through the public save, the way a long conversation would, and answers the save it refused.
 */
async function fillConversation(sessionId: string): Promise<ApiAnswer> {
  let stored = 0;
  let refused: ApiAnswer | undefined;
  for (const size of [40, 10, 1]) {
    for (;;) {
      const messages = Array.from({ length: size }, (_, index) => ({
        role: (stored + index) % 2 === 0 ? 'user' : 'assistant',
        content: `Earlier message ${stored + index} about my bakery in Ibadan`,
        timestamp: new Date(Date.parse('2026-01-05T08:00:00Z') + (stored + index) * 1000).toISOString(),
      }));
      const answer = await post('/api/chat-sessions', { sessionId, messages });
      if (answer.status !== 200) {
        expect(answer.status, answer.text).toBe(413);
        refused = answer;
        break;
      }
      stored += size;
      if (stored > 400) throw new Error(`session ${sessionId} took ${stored} messages without a 413`);
    }
  }
  if (!refused) throw new Error(`the conversation ${sessionId} was never refused as full`);
  return refused;
}

describe('the Q chat widget', () => {
  it('shows the server’s 429 sentence when a visitor sends over the per-session limit', async () => {
    const widget = await openWidget();
    await exchange(widget, 'How much does it cost?');
    const limited = await spendChatBudget(widget.sessionId());
    const message = refusalMessage(limited);

    await send(widget, 'How quickly can I launch?');
    await expectOnScreen(widget.page, message, 'a message over the per-session limit');
    await expectServerWordsShown(
      widget.page,
      CHAT_PATHS,
      () => send(widget, 'Do you handle BVN checks?'),
      'another message while limited',
    );
  });

  it('shows the server’s 413 sentence when the stored conversation is full', async () => {
    // The person reads the server's own sentence.
    const first = await openWidget();
    await exchange(first, 'How much does it cost?');
    const full = refusalMessage(await fillConversation(first.sessionId()));
    await send(first, 'How quickly can I launch?');
    await expectOnScreen(first.page, full, 'a message once the conversation is full');

    // Once full, the widget may close the conversation, so the reworded refusal is a second visitor's.
    const second = await openWidget();
    await exchange(second, 'How much does it cost?');
    await fillConversation(second.sessionId());
    await expectServerWordsShown(
      second.page,
      pathIs('/api/chat-sessions'),
      () => send(second, 'How quickly can I launch?'),
      'a message once the conversation is full',
    );
  });
});

// ---------------------------------------------------------------------------------------------
// The launch chat
// ---------------------------------------------------------------------------------------------

const FRAME = 'iframe[title="Book your setup call"]';

/** A founder's launch chat on a phone, up to the recap; answers the resume token it saved with. */
async function launchChatToRecap(page: Page): Promise<string> {
  let token = '';
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === '/api/launch/onboarding' && request.method() === 'POST') {
      token = (request.postDataJSON() as { resume_token?: string }).resume_token ?? token;
    }
  });
  await page.goto(urlOf('/launch'), { waitUntil: 'networkidle' });
  await page.getByLabel('Your business idea').fill('A savings app for market traders in Kano');
  await page.getByLabel('Your business idea').press('Enter');
  await page.getByRole('button', { name: /^FinTech/ }).click();
  await page.getByRole('button', { name: 'See my tailored solution' }).click();
  await page.getByRole('button', { name: 'Change sector' }).waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Start in 60s' }).last().click();
  await page.frameLocator(FRAME).getByRole('button', { name: 'Schedule Event' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Your setup call is booked' }).waitFor({ timeout: 10_000 });
  return waitFor(
    'the launch chat to have saved under a resume token',
    () => token,
    (value) => value !== '',
  );
}

/** Replaces `from` with `to` in every value the page keeps in localStorage; answers how many changed. */
function replaceInStorage(page: Page, from: string, to: string): Promise<number> {
  return page.evaluate(
    ([before, after]) => {
      const storage = (
        globalThis as unknown as {
          localStorage: {
            length: number;
            key(index: number): string | null;
            getItem(key: string): string | null;
            setItem(key: string, value: string): void;
          };
        }
      ).localStorage;
      let changed = 0;
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index);
        const value = key === null ? null : storage.getItem(key);
        if (key !== null && value?.includes(before)) {
          storage.setItem(key, value.split(before).join(after));
          changed += 1;
        }
      }
      return changed;
    },
    [from, to] as const,
  );
}

describe('the launch chat', () => {
  it('shows the server’s sentence when the recap it kept names a launch the server does not know', async () => {
    const { page, context } = await browser.open(viewports.phone);
    await context.setExtraHTTPHeaders(viewer());
    const token = await launchChatToRecap(page);

    // The recap the browser kept now names a launch the server never saved (another device's or a
    // cleared record's): the server refuses it.
    const unknown = randomUUID();
    const refused = await api(`/api/launch/onboarding/${unknown}/setup-call`, { headers: viewer() });
    expect(refused.status, refused.text).toBe(404);
    const message = refusalMessage(refused);
    expect(await replaceInStorage(page, token, unknown), 'stored values naming the launch').toBeGreaterThan(
      0,
    );

    await page.reload({ waitUntil: 'networkidle' });
    await expectOnScreen(page, message, 'opening /launch with a recap of an unknown launch');
    await expectServerWordsShown(
      page,
      pathIs(`/api/launch/onboarding/${unknown}/setup-call`),
      () => page.reload({ waitUntil: 'networkidle' }).then(() => undefined),
      'a reload',
    );
  });
});

// ---------------------------------------------------------------------------------------------
// The staff dashboard
// ---------------------------------------------------------------------------------------------

interface Founder {
  token: string;
  m: string;
  business: string;
}

/** A founder's finished launch chat, saved as the browser saves it (autosave, then finalize). */
async function founderWhoBooked(): Promise<Founder> {
  const m = `sr${randomUUID().slice(0, 8)}`;
  const founder = { token: randomUUID(), m, business: `Refusal Pay ${m}` };
  for (const stage of ['autosave', 'finalize']) {
    const saved = await post('/api/launch/onboarding', {
      stage,
      resume_token: founder.token,
      last_step: 'closing',
      name: `Ada Obi ${m}`,
      email: `${m}@example.com`,
      data: {
        business_type: 'FinTech',
        stage_completed: 'meeting_booked',
        business_name: founder.business,
        needs_help_with: [],
      },
    });
    expect(saved.status, saved.text).toBe(200);
  }
  return founder;
}

/** The founder pays the setup fee through the checkout link (no sign-in, README issue #26). */
async function pays(founder: Founder): Promise<void> {
  const started = await post(`/api/payments/checkout/${founder.token}`, { tier: 'basic' });
  expect(started.status, started.text).toBe(201);
  const { authorizationUrl, reference } = started.body as { authorizationUrl: string; reference: string };
  await pressOnCheckout(authorizationUrl, 'pay');
  expect((await verify(reference)).body).toMatchObject({ success: true });
}

/** A staff member signed in on a laptop whose live connection keeps dropping (the socket never opens). */
async function staffOffline(): Promise<Page> {
  const { page } = await browser.open(viewports.desktop);
  await page.routeWebSocket(/\/ws/, (socket) => socket.close({ code: 1011, reason: 'connection dropped' }));
  await signInAsAdmin(page);
  return page;
}

/** The founder's card on the Onboarding tab, found by the search, open. */
async function onboardingCard(page: Page, founder: Founder): Promise<Locator> {
  await page.getByRole('tab', { name: 'Onboarding' }).click();
  await page.getByLabel('Search onboarding').fill(founder.m);
  const card = page.locator('li', { has: page.getByRole('heading', { name: founder.business }) });
  const open = page.getByRole('button', { name: new RegExp(`${founder.business}: open details$`) });
  await waitFor(
    `the onboarding card of ${founder.business} (or its row) on the staff dashboard`,
    async () => (await card.count()) + (await open.count()),
    (found) => found > 0,
    { timeoutMs: 20_000 },
  );
  if ((await open.count()) > 0) await open.click();
  await card.getByRole('button', { name: 'Send payment link' }).waitFor();
  return card;
}

async function sendPaymentLink(page: Page, card: Locator): Promise<void> {
  await card.getByRole('button', { name: 'Send payment link' }).click();
  const dialog = page.getByRole('dialog', { name: /Send a payment link/ });
  await dialog.getByRole('button', { name: 'Send payment link' }).click();
}

describe('the staff dashboard', () => {
  it('shows the server’s sentence when a payment link is refused for a launch paid after the card was drawn', async () => {
    const founder = await founderWhoBooked();
    // Two staff members have the card open, unpaid, before the founder pays.
    const staff = await Promise.all(
      [1, 2].map(async () => {
        const page = await staffOffline();
        return { page, card: await onboardingCard(page, founder) };
      }),
    );
    const [first, second] = staff;
    if (!first || !second) throw new Error('two staff pages were opened');
    await pays(founder);

    const { accessToken } = await signInAdmin();
    const refused = await api('/api/admin/payment-links', {
      token: accessToken,
      body: { resume_token: founder.token, plan: 'banking-platform', setup_fee: 5_000_000 },
    });
    expect(refused.status, refused.text).toBe(409);
    const message = refusalMessage(refused);

    await sendPaymentLink(first.page, first.card);
    await expectOnScreen(first.page, message, 'sending a payment link for a launch already paid');
    await expectServerWordsShown(
      second.page,
      pathIs('/api/admin/payment-links'),
      () => sendPaymentLink(second.page, second.card),
      'the second staff member sending a payment link for the paid launch',
    );
  });

  it('shows Paystack’s refusal of an approved payout in the words the server answered', async () => {
    // Two partners, each with a commission earned and a first payout account (usable at once).
    const partners = await Promise.all(
      ['Ngozi Eze', 'Emeka Nwosu'].map(async (name) => {
        const partner = await applyAsPartner(name);
        await liveReferral(partner);
        const accountNumber = uniqueAccountNumber();
        await registerAccountName(GTBANK, accountNumber, name.toUpperCase());
        await addPayoutAccount(partner, { bank_code: GTBANK, account_number: accountNumber });
        return partner;
      }),
    );
    const page = await staffOffline();
    await page.getByRole('tab', { name: 'Payouts' }).click();
    const entryOf = (email: string) =>
      page.locator('li, tr, article, section').filter({ hasText: email }).last();
    const approveAll = (email: string) => entryOf(email).getByRole('button', { name: 'Approve all' }).first();
    for (const partner of partners) await approveAll(partner.email).waitFor({ timeout: 15_000 });
    const [refusedFirst, refusedSecond] = partners;
    if (!refusedFirst || !refusedSecond) throw new Error('two partners were staged');

    // Paystack refuses the transfer: the approval answers 409 with Paystack's words (README).
    await nextTransfer('insufficient_balance');
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/admin/payouts/approve',
      { timeout: 15_000 },
    );
    await approveAll(refusedFirst.email).click();
    const answer = await answered;
    expect(answer.status(), await answer.text()).toBe(409);
    const message = refusalMessage({
      status: answer.status(),
      body: (await answer.json()) as Record<string, unknown>,
      text: await answer.text(),
    });
    await expectOnScreen(page, message, 'approving a payout Paystack refused');

    await nextTransfer('insufficient_balance');
    await expectServerWordsShown(
      page,
      pathIs('/api/admin/payouts/approve'),
      () => approveAll(refusedSecond.email).click(),
      'approving the second partner’s payout, refused too',
    );
  });
});

// ---------------------------------------------------------------------------------------------
// An ordinary race: two answers of the onboarding list, out of order
// ---------------------------------------------------------------------------------------------

describe('the staff onboarding list', () => {
  it('shows the newer answer when an older list answer arrives after it (a launch paid between the reads)', async () => {
    const founder = await founderWhoBooked();
    const { page } = await browser.open(viewports.desktop);
    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Onboarding' }).click();

    // The list's reads of this search: the first is read from the server at once (unpaid) but
    // held back until a later read has reached the page.
    const reads: string[] = [];
    let releaseFirst: () => void = () => undefined;
    const firstMayGo = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let laterDelivered = 0;
    let firstSettled = false;
    await page.route(
      (url) => url.pathname === '/api/admin/onboarding' && url.searchParams.get('q') === founder.m,
      async (route) => {
        const index = reads.length;
        const response = await route.fetch();
        const body = (await response.json()) as { items?: Array<{ resume_token?: string; paid?: unknown }> };
        const mine = body.items?.find((item) => item.resume_token === founder.token);
        reads.push(`read ${index + 1}: ${mine ? `paid=${String(mine.paid)}` : 'not listed'}`);
        if (index === 0) await firstMayGo;
        await route.fulfill({ response, json: body }).catch(() => undefined);
        if (index === 0) firstSettled = true;
        else laterDelivered += 1;
      },
    );

    await page.getByLabel('Search onboarding').fill(founder.m);
    await waitFor(
      'the list to read the search once (held back)',
      () => reads.length,
      (count) => count >= 1,
    );
    await pays(founder);
    // The payment reaches the dashboard live (README: a payment invalidates the onboarding list).
    // The older answer is held until a later read has reached the page, or for 5 s at most: a
    // product that reads again only once the first answer is in is not kept waiting for ever.
    await waitFor(
      'a later read to reach the page',
      () => laterDelivered,
      (count) => count >= 1,
      {
        timeoutMs: 5_000,
      },
    ).catch(() => undefined);
    releaseFirst();
    await waitFor(
      'the held-back first answer to be delivered (or dropped by the page)',
      () => firstSettled,
      Boolean,
    );

    const card = page.locator('li', { has: page.getByRole('heading', { name: founder.business }) });
    const open = page.getByRole('button', { name: new RegExp(`${founder.business}: open details$`) });
    const markLive = card.getByRole('button', { name: 'Mark as live' });
    /** Paid: 'Mark as live' is on (README: off, saying why, while the launch is unpaid). */
    const shown = async (): Promise<string> => {
      if ((await open.count()) > 0) await open.click();
      if ((await markLive.count()) === 0) return 'no card';
      return (await markLive.isEnabled()) ? 'paid' : 'unpaid';
    };
    await waitFor(
      'the founder’s card to show the launch as paid, the newer answer (the reads are shown as last seen)',
      async () => ({ shown: await shown(), reads: [...reads] }),
      (seen) => seen.shown === 'paid',
      { timeoutMs: 15_000, intervalMs: 150 },
    );
    // Watched for 2 s more, so an older answer painted late is caught.
    const seen: string[] = [];
    const until = Date.now() + 2_000;
    while (Date.now() < until) {
      seen.push(await shown());
      await sleep(100);
    }
    expect(
      seen.filter((state) => state !== 'paid'),
      `the card after the reads (${reads.join('; ')}) showed: ${[...new Set(seen)].join(', ')}`,
    ).toEqual([]);
  });
});
