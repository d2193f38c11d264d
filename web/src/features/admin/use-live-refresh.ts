import { useEffect, useRef, useState } from 'react';
import { getRuntimeConfig } from '../../app/config.ts';
import { ApiError, apiCall } from '../../app/api-client.ts';
import { accessToken } from '../auth/index.ts';
import { connectLiveSocket, type LiveStatus } from './live-socket.ts';

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
 * Holds the admin socket while the dashboard is mounted and calls `onChange` when any chat session
 * changed (or after a reconnect, when changes may have been missed). Closed on unmount: logging out
 * leaves the dashboard, which closes it.
 */
export function useLiveRefresh(onChange: () => void): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const changed = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), REFRESH_DEBOUNCE_MS);
    };
    const socket = connectLiveSocket({
      url: async () => {
        // A single-use ticket per (re)connect: the socket URL never carries the access token.
        const [{ wsUrl }, ticket] = await Promise.all([getRuntimeConfig(), liveTicket()]);
        return ticket ? `${wsUrl}?ticket=${encodeURIComponent(ticket)}` : null;
      },
      onChange: changed,
      onReconnect: changed,
      onStatus: setStatus,
    });
    return () => {
      clearTimeout(timer);
      socket.close();
    };
  }, []);

  return status;
}
