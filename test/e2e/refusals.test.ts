import { randomUUID } from 'node:crypto';
import type { Page, Response } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { saveLaunchRequestStep } from '../../functions/adapters/db/launch-requests.ts';
import { upsertOnboarding } from '../../functions/adapters/db/onboardings.ts';
import { RATE_LIMITED_MESSAGE } from '../../functions/domain/app-error.ts';
import { newResumeToken } from '../../functions/domain/ids.ts';
import { RATE_LIMITS } from '../../functions/domain/rate-limits.ts';
import { DUPLICATE_EMAIL_MESSAGE } from '../../functions/domain/referral.ts';
import { wrongCodeMessage } from '../../functions/domain/sign-in-messages.ts';
import { VERIFY_MESSAGES } from '../../functions/services/payments/verify.ts';
import { baseUrl, urlOf, useBrowser, type OpenedPage } from './browser.ts';
import { aSecondAgo, newestMail } from './outbox.ts';

/*
 * One path for a refusal (issue #28): each public refusal walks from the API to the screen. The
 * test reads what the server answered (the response the page itself received) and finds exactly
 * those words on screen, and checks they are the spec's sentence as functions/ writes it once. A
 * refusal the web re-worded, or a sentence the web picked for a status, fails here.
 *
 * Apply is rate limited per viewer address: each tab presents its own (the header CloudFront adds,
 * trusted with the local edge secret), so these tests spend nobody else's budget.
 */
const browser = useBrowser();
let nextViewer = 0;
const viewerBase = 1 + Math.floor(Math.random() * 200);
const viewerAddress = () => `198.51.100.${viewerBase + (nextViewer += 1)}:443`;
const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

async function tabAs(viewer: string): Promise<OpenedPage> {
  const tab = await browser.open();
  await tab.context.setExtraHTTPHeaders({
    'cloudfront-viewer-address': viewer,
    'x-local-edge-secret': inject('edgeSecret'),
  });
  return tab;
}

async function applyThroughApi(email: string, viewer: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/referrals`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'cloudfront-viewer-address': viewer,
      'x-local-edge-secret': inject('edgeSecret'),
    },
    body: JSON.stringify({ full_name: 'Api Applicant', email, sectors: ['fintech'], consent: true }),
  });
  return response.status;
}

/** The message of the refusal the server sent in `response`, as the page received it. */
async function refusalIn(response: Response, status: number): Promise<string> {
  expect(response.status(), `the page's ${response.url()} answered`).toBe(status);
  const body = (await response.json()) as { error?: { message?: unknown } };
  const message = body.error?.message;
  if (typeof message !== 'string') throw new Error(`${response.url()} answered ${status} without a message`);
  return message;
}

const isCall = (method: string, path: string | RegExp) => (response: Response) =>
  response.request().method() === method &&
  (typeof path === 'string'
    ? new URL(response.url()).pathname === path
    : path.test(new URL(response.url()).pathname));

/** Submits the /refer form and answers the server's refusal as the page received it. */
async function applyInForm(page: Page, email: string, status: number): Promise<string> {
  await page.goto(urlOf('/refer'), { waitUntil: 'networkidle' });
  await page.getByLabel('Full name').fill('Form Applicant');
  await page.getByLabel('Email', { exact: true }).fill(email);
  const [response] = await Promise.all([
    page.waitForResponse(isCall('POST', '/api/referrals')),
    page.getByRole('button', { name: 'Submit application' }).click(),
  ]);
  return refusalIn(response, status);
}

/**
 * The limits count in fixed windows (adapters/db/rate-limits.ts): hits spent just before a window
 * ends do not count in the next one. Starts the spending at least a minute before the edge.
 */
async function clearOfWindowEdge(windowSeconds: number): Promise<void> {
  const nowSeconds = Date.now() / 1000;
  const left = windowSeconds - (nowSeconds % windowSeconds);
  if (left < 60) await new Promise((resolve) => setTimeout(resolve, (left + 1) * 1000));
}

/** The form's own inline message (the toast repeats it; this one stays). */
const formAlert = (page: Page) => page.locator('form [role="alert"]');

describe('a refusal reaches the screen in the server’s words', () => {
  it('the duplicate referral application', async () => {
    const email = uniqueEmail('dup');
    expect(await applyThroughApi(email, viewerAddress())).toBe(201);
    const { page } = await tabAs(viewerAddress());

    const said = await applyInForm(page, email.toUpperCase(), 409);

    expect(said).toBe(DUPLICATE_EMAIL_MESSAGE);
    await formAlert(page).getByText(said, { exact: true }).waitFor();
  });

  it('the rate limit', async () => {
    const viewer = viewerAddress();
    await clearOfWindowEdge(RATE_LIMITS.applyPerIp.windowSeconds);
    for (let sent = 0; sent < RATE_LIMITS.applyPerIp.limit; sent += 1)
      expect(await applyThroughApi(uniqueEmail('spent'), viewer)).toBe(201);
    const { page } = await tabAs(viewer);

    const said = await applyInForm(page, uniqueEmail('limited'), 429);

    expect(said).toBe(RATE_LIMITED_MESSAGE);
    await formAlert(page).getByText(said, { exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Thank you!' }).count()).toBe(0);
  });

  it('the paid record: a payment link for a launch already paid', async () => {
    const resumeToken = newResumeToken();
    const email = uniqueEmail('paid');
    await upsertOnboarding({
      resume_token: resumeToken,
      email,
      name: 'Ngozi Paid',
      business_name: 'Paid Already Ltd',
      business_type: 'FinTech',
      stage_completed: 'meeting_booked',
    });
    // A launch request exists only once a payment for the launch went through.
    await saveLaunchRequestStep({ resume_token: resumeToken, name: 'Ngozi Paid', email, last_step: 'cta' });
    const { page } = await tabAs(viewerAddress());
    await page.goto(urlOf(`/checkout?token=${resumeToken}`));
    const pay = page.getByRole('button', { name: /^Pay .* with Paystack$/ });
    await pay.waitFor();

    const [response] = await Promise.all([
      page.waitForResponse(isCall('POST', `/api/payments/checkout/${resumeToken}`)),
      pay.click(),
    ]);
    const said = await refusalIn(response, 409);

    expect(said).toBe('This launch has already been paid for.');
    await page.locator('main [role="alert"]').getByText(said, { exact: true }).waitFor();
  });

  it('the missing reference: a payment nobody started', async () => {
    const { page } = await tabAs(viewerAddress());
    const reference = `qtr-${randomUUID().replace(/-/g, '').slice(0, 20)}`;

    const [response] = await Promise.all([
      page.waitForResponse(isCall('POST', '/api/payments/verify')),
      page.goto(urlOf(`/payment-success?reference=${reference}`)),
    ]);
    // Not an HTTP refusal: the verify answer says the payment is not confirmed, and why.
    expect(response.status()).toBe(200);
    const said = ((await response.json()) as { error?: string }).error ?? '';

    expect(said).toBe(VERIFY_MESSAGES.unknownReference);
    await page.getByRole('heading', { name: 'Payment Not Confirmed' }).waitFor();
    await page.locator('main').getByText(said, { exact: true }).waitFor();
  });

  it('the bad sign-in code', async () => {
    const email = uniqueEmail('typo');
    const { page } = await tabAs(viewerAddress());
    await page.goto(urlOf('/sign-in'));
    const since = aSecondAgo();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Code').waitFor();
    const code = /\b(\d{6})\b/.exec((await newestMail(email, /sign-in code/i, since)).text)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
    const [response] = await Promise.all([
      page.waitForResponse(
        (answer) =>
          answer.request().method() === 'POST' &&
          answer.request().headers()['x-amz-target'] ===
            'AWSCognitoIdentityProviderService.RespondToAuthChallenge',
      ),
      page.getByRole('button', { name: 'Verify code' }).click(),
    ]);
    // Cognito asks again; the code challenge sends the sentence with the ask.
    const asked = (await response.json()) as { ChallengeParameters?: { message?: string } };
    const said = asked.ChallengeParameters?.message ?? '';

    expect(said).toBe(wrongCodeMessage(2));
    await page.getByRole('alert').getByText(said, { exact: true }).waitFor();
  });
});
