import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startProduct, type RunningProduct } from '../../../functions/local/product.ts';
import { ownTableName } from '../../setup/own-table.ts';

/**
 * A second product over the run's DynamoDB Local, serving a throwaway web build, so these
 * assertions do not depend on whatever web/dist holds.
 */
let product: RunningProduct;
let webRoot: string;
const bigScript = `console.log(${JSON.stringify('quarter '.repeat(2000))});`;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'quarter-web-'));
  await mkdir(path.join(webRoot, 'assets'));
  await mkdir(path.join(webRoot, 'pricing'));
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<!doctype html><title>Quarter</title><div id="root"></div>',
  );
  await writeFile(path.join(webRoot, 'pricing', 'index.html'), '<!doctype html><title>Pricing</title>');
  await writeFile(path.join(webRoot, 'about.html'), '<!doctype html><title>About</title>');
  await writeFile(path.join(webRoot, 'assets', 'index-4f9a2c.js'), bigScript);
  await writeFile(path.join(webRoot, 'assets', 'index-4f9a2c.css'), 'body{margin:0}');
  await writeFile(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  product = await startProduct({
    port: 0,
    dynamodbEndpoint: inject('dynamodbEndpoint'),
    tableName: ownTableName('static'),
    webRoot,
    quiet: true,
  });
});

afterAll(async () => {
  await product?.stop();
  await rm(webRoot, { recursive: true, force: true });
});

function rawStatus(target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpGet({ host: '127.0.0.1', port: product.port, path: target }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
  });
}

const html = { accept: 'text/html,application/xhtml+xml' };

function expectSecurityHeaders(response: Response, schedulingOrigin: string) {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self';");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("form-action 'self' https://checkout.paystack.com");
  expect(csp).toMatch(new RegExp(`frame-src 'self' https://calendly.com ${schedulingOrigin}`));
  expect(response.headers.get('strict-transport-security')).toBe(
    'max-age=63072000; includeSubDomains; preload',
  );
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
}

describe('web app serving', () => {
  it('answers an unknown route with the app shell and status 404, so the app shows its 404 page', async () => {
    const response = await fetch(`${product.url}/admin/chat-sessions`, { headers: html });

    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('serves pre-rendered route HTML as itself', async () => {
    expect(await (await fetch(`${product.url}/pricing`, { headers: html })).text()).toContain(
      '<title>Pricing</title>',
    );
    expect(await (await fetch(`${product.url}/about`, { headers: html })).text()).toContain(
      '<title>About</title>',
    );
  });

  it('answers 404 for a missing asset instead of the shell', async () => {
    const response = await fetch(`${product.url}/assets/index-000000.js`, { headers: html });

    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
  });

  it('answers 404 for a missing file with an extension and for non-HTML requests', async () => {
    expect((await fetch(`${product.url}/robots.txt`, { headers: html })).status).toBe(404);
    expect((await fetch(`${product.url}/admin`, { headers: { accept: 'application/json' } })).status).toBe(
      404,
    );
  });

  it('never serves files outside the web root', async () => {
    // fetch would normalise the dots away, so the request line is sent as written.
    for (const target of [
      '/..%2f..%2f..%2fpackage.json',
      '/assets/..%2f..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/package.json',
    ]) {
      expect(await rawStatus(target)).toBe(404);
    }
  });

  it('serves hashed assets with their type, immutable caching and compression', async () => {
    const response = await fetch(`${product.url}/assets/index-4f9a2c.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(bigScript);
    const css = await fetch(`${product.url}/assets/index-4f9a2c.css`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    const svg = await fetch(`${product.url}/favicon.svg`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('cache-control')).toBe('no-cache');
  });

  it('uses brotli when the client prefers it', async () => {
    const response = await fetch(`${product.url}/assets/index-4f9a2c.js`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });

    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toBe(bigScript);
  });
});

describe('security headers on every response', () => {
  it.each([
    ['HTML', '/', html],
    ['a client route', '/launch', html],
    ['a static file', '/assets/index-4f9a2c.css', {}],
    ['API JSON', '/api/simple-test', {}],
    ['an API error', '/api/nothing', {}],
    ['config.json', '/config.json', {}],
    ['the outbox', '/_local/mail', {}],
    ['a 404', '/assets/nope.js', {}],
  ])('on %s', async (_case, pathname, headers) => {
    const response = await fetch(`${product.url}${pathname}`, { headers });

    expectSecurityHeaders(response, new URL(product.schedulingUrl).origin);
  });
});
