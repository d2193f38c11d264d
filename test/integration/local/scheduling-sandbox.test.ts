import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startProduct, type RunningProduct } from '../../../functions/local/product.ts';
import { ownTableName } from '../../setup/own-table.ts';

/**
 * A throwaway site page frames the sandbox the way the launch flow does (under the product's real
 * CSP) and records the messages that arrive from the sandbox's origin.
 */
const FRAMING_SCRIPT = `
fetch('/config.json').then((r) => r.json()).then((config) => {
  const seen = [];
  window.addEventListener('message', (event) => {
    if (event.origin !== config.schedulingOrigin) return;
    seen.push(event.data);
    document.body.dataset.messages = JSON.stringify(seen);
  });
  const frame = document.createElement('iframe');
  frame.title = 'Book a consultation';
  frame.height = '720';
  frame.src = config.schedulingUrl + '?embed_domain=' + location.host + '&embed_type=Inline&name=Ada%20Obi&email=ada%40example.com';
  document.body.append(frame);
});`;

let product: RunningProduct;
let webRoot: string;
let browser: Browser;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'quarter-frame-'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html lang="en"><title>Launch</title><body><script src="/assets/frame.js"></script></body></html>',
  );
  await writeFile(path.join(webRoot, 'assets', 'frame.js'), FRAMING_SCRIPT);
  product = await startProduct({
    port: 0,
    dynamodbEndpoint: inject('dynamodbEndpoint'),
    tableName: ownTableName('frame'),
    webRoot,
    quiet: true,
  });
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await rm(webRoot, { recursive: true, force: true });
});

describe('scheduling sandbox', () => {
  it('shows the prefilled invitee and posts calendly.event_scheduled to the framing site', async () => {
    const page = await browser.newPage();
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused/i.test(message.text())) blocked.push(message.text());
    });
    await page.goto(product.url);
    const frame = page.frameLocator('iframe[title="Book a consultation"]');

    await expect.poll(() => frame.getByLabel('Name').inputValue()).toBe('Ada Obi');
    expect(await frame.getByLabel('Email').inputValue()).toBe('ada@example.com');
    await frame.getByRole('radio').nth(1).check();
    await frame.getByRole('button', { name: 'Schedule Event' }).click();

    await expect.poll(() => frame.getByRole('status').textContent()).toMatch(/^You are scheduled: /);
    const messages = JSON.parse((await page.locator('body').getAttribute('data-messages')) ?? '[]') as Array<{
      event: string;
      payload: { event?: { uri: string }; invitee?: { uri: string } };
    }>;
    const scheduled = messages.find((message) => message.event === 'calendly.event_scheduled');
    const sandboxOrigin = new URL(product.schedulingUrl).origin;
    expect(scheduled?.payload.event?.uri).toMatch(new RegExp(`^${sandboxOrigin}/scheduled_events/`));
    expect(scheduled?.payload.invitee?.uri).toMatch(/\/invitees\//);
    expect(blocked).toEqual([]);
    await page.close();
  });

  it('cannot be framed by another origin', async () => {
    const response = await fetch(product.schedulingUrl);
    const csp = response.headers.get('content-security-policy') ?? '';

    expect(csp).toContain(`frame-ancestors 'self' ${product.url}`);
    expect(csp).not.toContain('*');
  });
});
