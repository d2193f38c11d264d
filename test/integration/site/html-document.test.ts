import { describe, expect, it } from 'vitest';
import { escapeHtml, routeDocument, sitemapXml } from '../../../web/scripts/html-document.ts';
import { initialScripts } from '../../../web/scripts/initial-js.ts';

/** The app shell as Vite writes it (web/index.html after the build). */
const shell = `<!doctype html>
<html lang="en-NG">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Shell description"
    />
    <title>Quarter — Shell</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>This site needs JavaScript to run.</noscript>
  </body>
</html>`;

const page = {
  path: '/pricing',
  title: 'Pricing — "Banking" & <more>',
  description: 'From ₦5,000,000 & no revenue sharing',
  canonicalUrl: 'https://quarter.ng/pricing',
  siteName: 'Quarter',
  preloads: ['/assets/pricing-1.js', '/assets/plans-2.js'],
  stylesheets: [{ href: '/assets/index-abc.css', css: 'body{color:#0f172a}\n' }],
  markup: '<main><h1>Pricing</h1></main>',
  routeAttribute: 'data-prerendered-route',
  pageChunksAttribute: 'data-page-chunks',
};

describe('routeDocument', () => {
  it('puts the page’s own head tags, page chunks and markup into the shell', () => {
    const html = routeDocument(shell, page);
    expect(html).toContain('<title>Pricing — &quot;Banking&quot; &amp; &lt;more&gt;</title>');
    expect(html).toContain('<meta name="description" content="From ₦5,000,000 &amp; no revenue sharing" />');
    expect(html).not.toContain('Shell description');
    expect(html).toContain('<link rel="canonical" href="https://quarter.ng/pricing" />');
    // Issue #31: the page chunks are named on #root for main.tsx to fetch after the first paint,
    // no longer preloaded by the HTML.
    expect(html).toContain(
      '<div id="root" data-prerendered-route="/pricing" data-page-chunks="/assets/pricing-1.js /assets/plans-2.js"><main><h1>Pricing</h1></main></div>',
    );
    expect(html).not.toMatch(/<link rel="modulepreload"[^>]*pricing-1\.js/);
    expect(html).not.toContain('<noscript>');
    expect(initialScripts(html)).toEqual([
      '/assets/index-abc.js',
      '/assets/runtime-abc.js',
      '/assets/pricing-1.js',
      '/assets/plans-2.js',
    ]);
  });

  it('inlines the stylesheet in place of its link, so the page paints from its first response', () => {
    const html = routeDocument(shell, page);
    expect(html).toContain('<style>body{color:#0f172a}</style>');
    expect(html).not.toContain('index-abc.css');
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('</head>'));
    expect(() =>
      routeDocument(shell, { ...page, stylesheets: [{ href: '/assets/x.css', css: 'a{}</style><script>' }] }),
    ).toThrow(/<\/style/);
  });

  it('adds structured data only when given', () => {
    expect(routeDocument(shell, page)).not.toContain('application/ld+json');
    const withData = routeDocument(shell, { ...page, jsonLd: '{"@type":"Organization"}' });
    expect(withData).toContain(
      '<script type="application/ld+json" id="organization-jsonld">{"@type":"Organization"}</script>',
    );
  });

  it('refuses a shell that is already pre-rendered or has lost its parts', () => {
    const rendered = routeDocument(shell, page);
    expect(() => routeDocument(rendered, page)).toThrow(/empty #root/);
    expect(() => routeDocument(shell.replace(/<title>.*<\/title>/, ''), page)).toThrow(/<title>/);
  });
});

describe('sitemapXml and escapeHtml', () => {
  it('lists absolute URLs, escaped', () => {
    const xml = sitemapXml(['https://quarter.ng/', 'https://quarter.ng/pricing?a=1&b=2']);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('<loc>https://quarter.ng/</loc>');
    expect(xml).toContain('<loc>https://quarter.ng/pricing?a=1&amp;b=2</loc>');
  });

  it('escapes every character that could end an attribute or start a tag', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;',
    );
  });
});
