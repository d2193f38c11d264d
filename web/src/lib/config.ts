import { useEffect, useSyncExternalStore } from 'react';
import type { RuntimeConfig } from '@domain/contracts/runtime-config.ts';
import { readRuntimeConfig } from './read-runtime-config.ts';

export type { RuntimeConfig };

export type RuntimeConfigState =
  { status: 'loading' } | { status: 'ready'; config: RuntimeConfig } | { status: 'error'; error: Error };

/*
 * The runtime config (/config.json) is written per stage by CDK or the local server, so one build
 * serves every stage. It is fetched on first use, not at start: most public pages never need it.
 * It is read without zod (read-runtime-config.ts): the first API call of a page (the referral
 * dashboard's) would otherwise wait for ~25 KB of validator and a long task on a slow phone (#31).
 * Nothing waits for it to render; the first caller starts the fetch and later callers share it.
 */
let pending: Promise<RuntimeConfig> | undefined;
let state: RuntimeConfigState = { status: 'loading' };
const listeners = new Set<() => void>();

function publish(next: RuntimeConfigState): void {
  state = next;
  for (const listener of listeners) listener();
}

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', {
    headers: { accept: 'application/json' },
    cache: 'no-cache',
  });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  const read = readRuntimeConfig(await response.json());
  if ('problems' in read) throw new Error(`/config.json is invalid: ${read.problems.join('; ')}`);
  return read.config;
}

/** The config for code outside React (API clients, Amplify set-up). Fetched at most once per page load. */
export function getRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetchRuntimeConfig().then(
    (config) => {
      publish({ status: 'ready', config });
      return config;
    },
    (error: unknown) => {
      // The next caller may try again (e.g. once the network is back).
      pending = undefined;
      publish({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      throw error;
    },
  );
  return pending;
}

/**
 * The config as it loads, for components: render something sensible while `status` is 'loading'.
 * Pages that cannot work without it (admin, launch) show a spinner until 'ready'.
 */
export function useRuntimeConfig(): RuntimeConfigState {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    // The error is already in the state; this only starts the fetch.
    getRuntimeConfig().catch(() => undefined);
  }, []);
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): RuntimeConfigState {
  return state;
}

/** `/api/...` on the configured API base (same origin when apiBase is ""). */
export async function apiUrl(path: `/api/${string}`): Promise<string> {
  const { apiBase } = await getRuntimeConfig();
  return `${apiBase.replace(/\/$/, '')}${path}`;
}

/** Tests set the config without a network (undefined forgets it). */
export function setRuntimeConfigForTests(config: RuntimeConfig | undefined): void {
  pending = config ? Promise.resolve(config) : undefined;
  publish(config ? { status: 'ready', config } : { status: 'loading' });
}
