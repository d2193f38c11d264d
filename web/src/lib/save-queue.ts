import { LOCAL_STORAGE_KEYS } from '@domain/storage-keys.ts';
import { type ApiError, refusalOf } from './api-client.ts';

/**
 * Saves that must reach the team even on a flaky connection: the widget's conversation and the
 * launch chat's progress. A save that cannot be sent (offline, a timeout, 429 or a 5xx) waits in
 * local storage, newest per record only (the server merges conversations, and a later progress
 * save supersedes an earlier one), and is sent again with backoff, when the browser comes back
 * online, on the next page load, and, best effort, as the page is hidden (keepalive). A save the
 * server refuses for good (any other 4xx) is not sent again, since that would not change the answer:
 * `sendOrQueue` hands its answer to the caller, and a queued save's refusal goes to whoever listens
 * (`onSaveRefused`), so the screen can say it in the server's words (issue #28).
 */
export interface PendingSave {
  /** One record: 'chat:<sessionId>', 'onboarding:<resume token>'; a new save replaces the queued one. */
  readonly key: string;
  readonly url: string;
  readonly body: string;
  readonly queuedAt: number;
}

const MAX_PENDING = 20;
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;
/** Browsers cap the bodies of all in-flight keepalive requests at 64 KB. */
const KEEPALIVE_MAX_BYTES = 60_000;

/** Told of a queued save the server refused for good: its record key and the refusal. */
export type SaveRefusedListener = (key: string, refusal: ApiError) => void;

const refusedListeners = new Set<SaveRefusedListener>();

/** Listens for queued saves refused for good; answers how to stop listening. */
export function onSaveRefused(listener: SaveRefusedListener): () => void {
  refusedListeners.add(listener);
  return () => refusedListeners.delete(listener);
}

async function tellRefused(key: string, response: Response): Promise<void> {
  if (refusedListeners.size === 0) return;
  const refusal = await refusalOf(response);
  for (const listener of refusedListeners) {
    try {
      listener(key, refusal);
    } catch (error: unknown) {
      // One screen's failure must not stop the queue for the others.
      console.warn('a save refusal listener failed', error);
    }
  }
}

let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelay = FIRST_RETRY_MS;
let flushing: Promise<void> | undefined;

function read(): PendingSave[] {
  try {
    const raw = localStorage.getItem(LOCAL_STORAGE_KEYS.pendingSaves);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    const now = Date.now();
    return (parsed as PendingSave[]).filter(
      (save) =>
        typeof save?.key === 'string' &&
        typeof save.url === 'string' &&
        typeof save.body === 'string' &&
        now - save.queuedAt < MAX_AGE_MS,
    );
  } catch {
    return [];
  }
}

function write(saves: readonly PendingSave[]): void {
  try {
    if (saves.length === 0) localStorage.removeItem(LOCAL_STORAGE_KEYS.pendingSaves);
    else localStorage.setItem(LOCAL_STORAGE_KEYS.pendingSaves, JSON.stringify(saves.slice(-MAX_PENDING)));
  } catch {
    // Storage full or blocked: the save is lost as it was before this queue existed.
  }
}

export const pendingSaves = (): readonly PendingSave[] => read();

function enqueue(save: PendingSave): void {
  write([...read().filter((queued) => queued.key !== save.key), save]);
  scheduleRetry();
}

function forget(key: string, queuedAt?: number): void {
  // Only the entry that was sent: a newer save for the same record may have been queued meanwhile.
  write(
    read().filter((queued) => queued.key !== key || (queuedAt !== undefined && queued.queuedAt !== queuedAt)),
  );
}

/** 429, 408 and 5xx may pass; every other answer is final. */
const worthRetrying = (status: number) => status === 408 || status === 429 || status >= 500;

function post(url: string, body: string, keepalive = body.length < KEEPALIVE_MAX_BYTES): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body,
    keepalive,
  });
}

/**
 * Sends now; if that fails in a way that may pass, keeps it for later. Answers the response, or
 * null when nothing came back (offline).
 */
export async function sendOrQueue(key: string, url: string, body: string): Promise<Response | null> {
  // This save supersedes whatever was waiting for the same record.
  forget(key);
  const save: PendingSave = { key, url, body, queuedAt: Date.now() };
  try {
    const response = await post(url, body);
    if (worthRetrying(response.status)) enqueue(save);
    return response;
  } catch {
    enqueue(save);
    return null;
  }
}

/** Sends what waits, oldest first; stops at the first that still cannot go, and tries again later. */
export function flushPendingSaves(): Promise<void> {
  flushing ??= (async () => {
    try {
      for (const save of read()) {
        let response: Response;
        try {
          response = await post(save.url, save.body);
        } catch {
          scheduleRetry();
          return;
        }
        if (worthRetrying(response.status)) {
          scheduleRetry();
          return;
        }
        forget(save.key, save.queuedAt);
        if (!response.ok) await tellRefused(save.key, response);
      }
      retryDelay = FIRST_RETRY_MS;
    } finally {
      flushing = undefined;
    }
  })();
  return flushing;
}

function scheduleRetry(): void {
  if (retryTimer !== undefined || typeof window === 'undefined') return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    retryDelay = Math.min(retryDelay * 2, MAX_RETRY_MS);
    if (navigator.onLine) void flushPendingSaves();
    else scheduleRetry();
  }, retryDelay);
}

/** As the page goes away: one last keepalive attempt each; they stay queued until a later load confirms. */
function sendOnHide(): void {
  if (!navigator.onLine) return;
  for (const save of read()) {
    if (save.body.length < KEEPALIVE_MAX_BYTES) void post(save.url, save.body, true).catch(() => undefined);
  }
}

let started = false;

/** Once per page load (main.tsx): resend what an earlier visit left, and listen for the network. */
export function startSaveQueue(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => {
    retryDelay = FIRST_RETRY_MS;
    void flushPendingSaves();
  });
  window.addEventListener('pagehide', sendOnHide);
  if (read().length > 0) void flushPendingSaves();
}
