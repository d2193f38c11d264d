import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { initialScripts } from '../../web/scripts/initial-js.ts';
import { urlOf } from './browser.ts';
import { flowPages, publicPages } from './site-content.ts';

/**
 * Every public page as a crawler or a visitor without JavaScript gets it: plain HTTP, no browser.
 * The main content and the head tags must already be in the HTML.
 */
const INITIAL_JS_BUDGET_BYTES = 100 * 1024;

async function html(path: string): Promise<string> {
  const response = await fetch(urlOf(path), { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  return response.text();
}

const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The text of the <main> element, as a reader sees it: tags and React's comment markers removed. */
function mainText(document: string): string {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(document)?.[1] ?? '';
  return decode(main.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
}

const attribute = (document: string, pattern: RegExp) => decode(pattern.exec(document)?.[1] ?? '');

describe('pre-rendered HTML of the public pages', () => {
  it.each([...publicPages, ...flowPages].map((page) => [page.path, page] as const))(
    '%s carries its heading, content and head tags before any script runs',
    async (_path, expected) => {
      const document = await html(expected.path);
      expect(document).toContain(`data-prerendered-route="${expected.path}"`);
      const text = mainText(document);
      expect(text).toContain(expected.heading);
      expect(document).toMatch(/<main\b[^>]*>[\s\S]*<h1\b/);
      for (const quoted of expected.strings) expect(text, quoted).toContain(quoted);

      expect(attribute(document, /<title>([^<]*)<\/title>/)).toBe(expected.title);
      expect(attribute(document, /<meta name="description" content="([^"]*)"/)).toBe(expected.description);
      const canonical = attribute(document, /<link rel="canonical" href="([^"]*)"/);
      expect(new URL(canonical).pathname).toBe(expected.path);
      expect(document.match(/<title>/g)).toHaveLength(1);
      expect(document.match(/<meta name="description"/g)).toHaveLength(1);
      // Under the site's CSP (script-src 'self') inline scripts never run: there must be none.
      expect(document.match(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>/g)).toBeNull();
    },
  );

  it('home carries Organization structured data', async () => {
    const document = await html('/');
    const json = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(document)?.[1];
    const organization = JSON.parse(json ?? 'null') as Record<string, unknown>;
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Quarter',
    });
    expect(organization['sameAs']).toHaveLength(4);
  });

  it('serves sitemap.xml with every public page, and robots.txt pointing at it', async () => {
    const sitemap = await fetch(urlOf('/sitemap.xml'));
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/xml/);
    const xml = await sitemap.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '').pathname,
    );
    for (const page of [...publicPages, ...flowPages]) expect(locations).toContain(page.path);

    const robots = await (await fetch(urlOf('/robots.txt'))).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
    expect(robots).toMatch(/^Disallow: \/quarteradmin$/m);
  });

  it('keeps the initial JavaScript of every public page within 100 KB gzipped', async () => {
    const sizes: Record<string, number> = {};
    for (const page of [...publicPages, ...flowPages]) {
      const document = await html(page.path);
      const scripts = initialScripts(document);
      expect(scripts.length).toBeGreaterThan(1);
      let total = 0;
      for (const script of scripts) {
        const response = await fetch(urlOf(script));
        expect(response.status, script).toBe(200);
        total += gzipSync(Buffer.from(await response.arrayBuffer())).length;
      }
      sizes[page.path] = Math.round(total / 102.4) / 10;
      expect(total, `${page.path} loads ${total} bytes of gzipped JS first`).toBeLessThanOrEqual(
        INITIAL_JS_BUDGET_BYTES,
      );
    }
    console.info('initial JS (KB gzipped):', sizes);
  });

  // Issue #31 pre-renders the referral dashboard's frame, so it left this list for the test below.
  it('client-only routes get the plain app shell, not another page’s content', async () => {
    for (const path of ['/sign-in', '/admin/login', '/quarteradmin']) {
      const document = await html(path);
      expect(document, path).not.toContain('data-prerendered-route');
      expect(document, path).toMatch(/<div id="root"><\/div>/);
    }
  });

  it('the referral dashboard arrives as its frame in the token check, for addresses with a token (issue #31)', async () => {
    const document = await html('/referral-dashboard?token=abc');
    expect(document).toMatch(
      /<div id="root" data-prerendered-route="\/referral-dashboard" data-prerendered-query="token"/,
    );
    expect(mainText(document)).toContain('Your Referral Dashboard');
    expect(mainText(document)).toContain('Checking your dashboard link…');
    expect(document).toContain('<title>Referral Dashboard — Quarter</title>');
    // It needs JavaScript to show anything of the referrer's, so the shell's notice stays; no search engine lists it.
    expect(document).toMatch(/<noscript>/);
    expect(await (await fetch(urlOf('/sitemap.xml'))).text()).not.toContain('referral-dashboard');
  });
});
