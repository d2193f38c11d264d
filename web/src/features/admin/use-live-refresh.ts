import { useEffect, useRef, useState } from 'react';
import { getRuntimeConfig } from '../../app/config.ts';
import { accessToken } from '../auth/index.ts';
import { connectLiveSocket, type LiveStatus } from './live-socket.ts';

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
        const [{ wsUrl }, token] = await Promise.all([getRuntimeConfig(), accessToken()]);
        return token ? `${wsUrl}?token=${encodeURIComponent(token)}` : null;
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
