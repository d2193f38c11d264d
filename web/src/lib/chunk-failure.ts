import { useEffect, useState } from 'react';
import { APP_ENTRY_ATTRIBUTE } from './boot.ts';

/**
 * Why a page chunk did not load. Offline: the network is gone and coming back fixes it. New
 * version: a deploy replaced the hashed files this page was built with, and only a reload
 * brings the new ones. Network: the site is there and unchanged, but the file did not arrive
 * (a flaky connection); trying again may work.
 */
export type ChunkFailure = 'offline' | 'new-version' | 'network';

export const CHUNK_FAILURE_MESSAGES: Record<ChunkFailure, string> = {
  offline:
    "You're offline, so this part of the site could not load. It will try again when you're back online.",
  'new-version': 'A newer version of the site is available. Reload the page to continue.',
  network: 'This part of the site could not load. Check your connection and try again.',
};

/** A page chunk that failed to load surfaces as a failed dynamic import (wording per browser). */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script|error loading dynamically/i.test(error.message)
  );
}

/**
 * The hashed entry script this page runs, e.g. /assets/index-AbC123.js: on a pre-rendered page the
 * app entry its boot script started (data-app-entry on #root, issue #31), else the module script.
 */
function currentEntry(): string | null {
  const started = document.getElementById('root')?.getAttribute(APP_ENTRY_ATTRIBUTE);
  if (started) return started;
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]');
  return script ? new URL(script.src, window.location.href).pathname : null;
}

/**
 * Tells a deploy from a bad connection: the site's current HTML names its entry script; if it is
 * not the one this page runs, a new version is out.
 */
export async function classifyChunkFailure(): Promise<ChunkFailure> {
  if (!navigator.onLine) return 'offline';
  const entry = currentEntry();
  try {
    const response = await fetch('/', { cache: 'no-store', headers: { accept: 'text/html' } });
    if (!response.ok) return 'network';
    const html = await response.text();
    return entry && !html.includes(entry) ? 'new-version' : 'network';
  } catch {
    return navigator.onLine ? 'network' : 'offline';
  }
}

/** The failure's kind (null while it is being told apart); offline turns into a reload when back online. */
export function useChunkFailure(error: unknown): ChunkFailure | null {
  const chunk = isChunkLoadError(error);
  const [kind, setKind] = useState<ChunkFailure | null>(null);
  useEffect(() => {
    if (!chunk) return;
    let live = true;
    void classifyChunkFailure().then((found) => live && setKind(found));
    const backOnline = () => window.location.reload();
    window.addEventListener('online', backOnline);
    return () => {
      live = false;
      window.removeEventListener('online', backOnline);
    };
  }, [chunk]);
  return chunk ? kind : null;
}
