/**
 * Builds a route's HTML file from the app shell Vite wrote (dist/index.html): the route's own head
 * tags, preloads of its page chunk, and the pre-rendered markup inside #root. String edits on a
 * known template, checked: a template that no longer has what we replace fails the build.
 */
export interface RouteDocument {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly canonicalUrl: string;
  readonly siteName: string;
  /**
   * Hashed asset URLs ('/assets/home-abc.js') of the page's own chunks. Not preloaded by the HTML:
   * the content is there already, so main.tsx fetches them with the app once the page has painted
   * (issue #31); they travel in the attribute pageChunksAttribute of #root.
   */
  readonly preloads: readonly string[];
  readonly pageChunksAttribute: string;
  /**
   * The boot script (src/boot.ts as built) that takes the place of the shell's module script and
   * modulepreloads, and the app entry it starts after the first paint, named on #root.
   */
  readonly boot?: { readonly script: string; readonly appEntry: string; readonly appEntryAttribute: string };
  /**
   * The page's stylesheets by URL with their text: each <link> the shell has becomes a <style> with
   * the same rules, and one the shell lacks is added so. The page then paints from its first
   * response, with no render-blocking stylesheet request (issue #31).
   */
  readonly stylesheets: readonly { readonly href: string; readonly css: string }[];
  /**
   * Set for a frame the app fills (a dashboard): the query parameter its markup stands for, named
   * on #root in queryAttribute; the shell's "needs JavaScript" notice stays, as it is true there.
   */
  readonly requiredQuery?: { readonly name: string; readonly attribute: string };
  /** JSON text (already safe for a script element) of structured data, if any. */
  readonly jsonLd?: string;
  readonly markup: string;
  readonly routeAttribute: string;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The shell's <link rel="stylesheet"> of this URL, as Vite writes it. */
function shellStylesheet(href: string): RegExp {
  return new RegExp(`<link rel="stylesheet"[^>]*\\bhref="${escapeRegExp(href)}"[^>]*>`);
}

function inlineStyle(css: string): string {
  if (/<\/style/i.test(css)) throw new Error('A stylesheet to inline contains "</style"');
  return `<style>${css.trim()}</style>`;
}

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`The app shell has no ${what} to replace`);
  return html.replace(pattern, () => replacement);
}

export function routeDocument(shell: string, page: RouteDocument): string {
  const head = [
    `<link rel="canonical" href="${escapeHtml(page.canonicalUrl)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(page.siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(page.canonicalUrl)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    ...page.stylesheets
      .filter((sheet) => !shellStylesheet(sheet.href).test(shell))
      .map((sheet) => inlineStyle(sheet.css)),
    ...(page.jsonLd
      ? [`<script type="application/ld+json" id="organization-jsonld">${page.jsonLd}</script>`]
      : []),
  ]
    .map((line) => `    ${line}`)
    .join('\n');

  let html = shell;
  const { boot } = page;
  const appEntry = boot ? ` ${boot.appEntryAttribute}="${escapeHtml(boot.appEntry)}"` : '';
  const query = page.requiredQuery
    ? ` ${page.requiredQuery.attribute}="${escapeHtml(page.requiredQuery.name)}"`
    : '';
  if (boot) {
    html = replaceOnce(
      html,
      /<script type="module"[^>]*><\/script>/,
      `<script type="module" crossorigin fetchpriority="low" src="${escapeHtml(boot.script)}"></script>`,
      'module script',
    );
    html = html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  }
  for (const sheet of page.stylesheets) {
    html = html.replace(shellStylesheet(sheet.href), () => inlineStyle(sheet.css));
  }
  html = replaceOnce(html, /<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(page.title)}</title>`, '<title>');
  html = replaceOnce(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    'meta description',
  );
  html = replaceOnce(html, /\s*<\/head>/, `\n${head}\n  </head>`, '</head>');
  html = replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" ${page.routeAttribute}="${escapeHtml(page.path)}"${query}${appEntry} ${page.pageChunksAttribute}="${escapeHtml(page.preloads.join(' '))}">${page.markup}</div>`,
    'empty #root',
  );
  // The page reads without JavaScript, so the shell's "needs JavaScript" notice would be untrue here.
  if (page.requiredQuery) return html;
  return html.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
}

export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}
