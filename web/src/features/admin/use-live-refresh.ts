import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getRuntimeConfig } from '../../lib/config.ts';
import { ApiError, apiCall } from '../../lib/api-client.ts';
import { accessToken } from '../../shared/auth/index.ts';
import { connectLiveSocket, type LiveStatus } from './live-socket.ts';
import { adminKeys, keysToInvalidate, type LiveChange } from './query-client.ts';

/**
 * POST /api/admin/live-ticket: null when signed out or refused (the socket then stays closed); no
 * answer at all is thrown, so the socket tries again later.
 */
async function liveTicket(): Promise<string | null> {
  try {
    const body = (await apiCall('/api/admin/live-ticket', { method: 'POST', token: accessToken })) as {
      ticket?: unknown;
    } | null;
    return typeof body?.ticket === 'string' ? body.ticket : null;
  } catch (error: unknown) {
    if (error instanceof ApiError && error.status !== 0) return null;
    throw error;
  }
}

/** Coalesces a burst of changes (e.g. a save followed by a status change) into one refetch. */
const REFRESH_DEBOUNCE_MS = 250;

/**
 * Holds the admin socket while the dashboard is mounted and marks stale what a live message
 * names: a chat session change the Chat Sessions list, a journey record's change the list of its
 * kind and the timeline of its resume token (adminKeys, query-client.ts); TanStack Query refetches
 * what is on screen. After a reconnect (changes may have been missed) every admin query but
 * is_admin is stale. Closed on unmount: logging out leaves the dashboard, which closes it.
 */
export function useLiveRefresh(): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const pending = new Map<string, readonly string[]>();
    let everything = false;
    const flush = () => {
      const keys = everything
        ? [adminKeys.lists, adminKeys.timelines, adminKeys.followUps]
        : [...pending.values()];
      pending.clear();
      everything = false;
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    };
    const soon = () => {
      clearTimeout(timer);
      timer = setTimeout(flush, REFRESH_DEBOUNCE_MS);
    };
    const changed = (change: LiveChange) => {
      for (const key of keysToInvalidate(change)) pending.set(JSON.stringify(key), key);
      soon();
    };
    const socket = connectLiveSocket({
      url: async () => {
        // A single-use ticket per (re)connect: the socket URL never carries the access token.
        const [{ wsUrl }, ticket] = await Promise.all([getRuntimeConfig(), liveTicket()]);
        return ticket ? `${wsUrl}?ticket=${encodeURIComponent(ticket)}` : null;
      },
      onChange: (id) => changed({ kind: 'chat_session', id }),
      onRecordChange: changed,
      onReconnect: () => {
        everything = true;
        soon();
      },
      onStatus: setStatus,
    });
    return () => {
      clearTimeout(timer);
      socket.close();
    };
  }, [queryClient]);

  return status;
}
