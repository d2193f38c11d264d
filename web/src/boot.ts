import { APP_ENTRY_ATTRIBUTE, afterFirstPaint, preloadPageChunks } from './lib/boot.ts';

/*
 * The only script a pre-rendered page names (issue #31). The page is complete without JavaScript,
 * so the app (main.tsx: React, the router, the shell) and the page's own chunks are fetched once the
 * page has painted: on a slow connection the code never competes with the content, and the visitor
 * reads while it arrives. Client-rendered routes load main.tsx directly.
 */
const root = document.getElementById('root');
const app = root?.getAttribute(APP_ENTRY_ATTRIBUTE);
if (root && app?.startsWith('/assets/')) {
  await afterFirstPaint();
  preloadPageChunks(root);
  await import(/* @vite-ignore */ app);
}
