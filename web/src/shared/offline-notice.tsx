import { useSyncExternalStore } from 'react';

export { LAUNCH_CHAT_OFFLINE_MESSAGE, Q_OFFLINE_MESSAGE } from './offline-messages.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has a network; online while pre-rendering, so hydration matches. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Says plainly, while the connection is gone, that the chat cannot reach Q now and that what the
 * founder typed is kept (issue #31). Nothing is shown while online.
 */
export function OfflineNotice({ message }: { message: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <p role="status" data-offline-notice className="mb-3 rounded-lg bg-gold-100 p-3 text-sm text-ink-900">
      {message}
    </p>
  );
}
