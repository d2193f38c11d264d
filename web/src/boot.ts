import { APP_ENTRY_ATTRIBUTE, afterFirstPaint, loadPageStyles, preloadPageChunks } from './lib/boot.ts';

/*
 * The only script a pre-rendered page names (issue #31). The page is complete without JavaScript,
 * so the app (main.tsx: React, the router, the shell), the page's own chunks and the stylesheet rules
 * its markup does not use are fetched once the page has painted: on a slow connection the code never
 * competes with the content, and the visitor reads while it arrives. Client-rendered routes load main.tsx directly.
 */
const root = document.getElementById('root');
const app = root?.getAttribute(APP_ENTRY_ATTRIBUTE);
if (root && app?.startsWith('/assets/')) {
  await afterFirstPaint();
  loadPageStyles(root);
  preloadPageChunks(root);
  await import(/* @vite-ignore */ app);
}
