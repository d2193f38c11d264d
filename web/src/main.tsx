import { afterFirstPaint, preloadPageChunks } from './app/boot.ts';
import { isPrerenderedFor } from './features/site/prerender-marker.ts';
import './index.css';

/*
 * The entry the HTML names is only this boot step (issue #31). A pre-rendered page is complete
 * without JavaScript, so the app (React, the router, the page's own chunks) is fetched once the
 * page has painted: on a slow connection the code then never competes with the content, and the
 * visitor reads while it arrives. The app shell of a client-rendered route starts at once.
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const prerendered = isPrerenderedFor(container, window.location.pathname);
if (prerendered) {
  await afterFirstPaint();
  preloadPageChunks(container);
}
const { startApp } = await import('./app/start.tsx');
startApp(container, prerendered);
