/* global window, navigator, sessionStorage, setTimeout */
/*
 * The offline page (offline.html) promises the page will open when the connection is back: it
 * reloads the address the visitor asked for then. A browser that already says it is online (the
 * connection came back as the page was answered) tries again a few times, a few seconds apart;
 * the count starts afresh a minute after the last try.
 */
const RETRIES_KEY = 'quarter:offline-retries';
const last = JSON.parse(sessionStorage.getItem(RETRIES_KEY) ?? '{"count":0,"at":0}');
const retries = Date.now() - last.at > 60_000 ? 0 : last.count;
const reload = () => {
  sessionStorage.setItem(RETRIES_KEY, JSON.stringify({ count: retries + 1, at: Date.now() }));
  window.location.reload();
};
window.addEventListener('online', reload, { once: true });
if (navigator.onLine && retries < 3) setTimeout(reload, 2000 * (retries + 1));
