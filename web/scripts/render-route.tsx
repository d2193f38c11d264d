import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from '../src/lib/routing/index.ts';
import { AppErrorBoundary } from '../src/shell/error-boundary.tsx';
import { AppProviders } from '../src/shell/providers.tsx';
import { AppRoutes } from '../src/shell/router.tsx';

/**
 * The markup of one route, as the browser's first render will produce it. The tree mirrors
 * main.tsx + AppRouter with a StaticRouter in place of the BrowserRouter, so hydration matches.
 * `prerender` (not renderToString) waits for the lazily loaded page inside the Suspense boundary,
 * so the page's content is in the HTML rather than the loading spinner. The output must hold no
 * <script>: the result is checked, since a script here would be blocked and hydration would fail.
 */
export async function renderRoute(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders>
        <AppErrorBoundary standalone>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppErrorBoundary>
      </AppProviders>
    </StrictMode>,
    // Inline every boundary: Fizz otherwise moves large ones to the end of the document with inline
    // scripts to swap them in, which the site's CSP (script-src 'self') rightly refuses to run.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (/<script\b/i.test(html)) throw new Error(`The pre-rendered markup of ${url} contains a script`);
  return html;
}
