import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from '../../lib/routing/index.ts';
import { paths } from '../../lib/paths.ts';

const loadChatDialog = () => import('./chat-dialog.tsx');
const ChatDialog = lazy(async () => ({ default: (await loadChatDialog()).ChatDialog }));

/** Runs `task` once the browser is idle after the page has loaded, so it never competes with hydration. */
function whenIdle(task: () => void): () => void {
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if ('requestIdleCallback' in window) idleHandle = window.requestIdleCallback(task, { timeout: 4_000 });
    else timer = setTimeout(task, 1_500);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * The button of the chat with Q: floating at the bottom right from the sm breakpoint up; on a phone
 * it sits in the sticky header bar (the slot site-header.tsx keeps for it), because floating over a
 * 390 px page it covered what the founder was reading or typing in (issue #26). Only this button is
 * in the first load; the dialog's code is fetched when the browser is idle after the page is
 * interactive, or at once on the first press, hover or focus. The launch page hosts its own chat
 * with Q, so the button stays off it.
 */
export function ChatLauncher() {
  const { pathname } = useLocation();
  // Open on the page where it was opened: following a link out of the chat closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [mounted, setMounted] = useState(false);
  const open = openOn === pathname;

  const onLaunchPage = pathname === paths.launch.path;
  // No button on the launch page, so no reason to spend a founder's data on the dialog there.
  useEffect(() => (onLaunchPage ? undefined : whenIdle(() => void loadChatDialog())), [onLaunchPage]);

  if (onLaunchPage) return null;

  const openChat = () => {
    setMounted(true);
    setOpenOn(pathname);
  };

  return (
    <>
      <button
        type="button"
        data-no-scroll
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openChat}
        onPointerEnter={() => void loadChatDialog()}
        onFocus={() => void loadChatDialog()}
        className="fixed top-3 right-[4.25rem] z-50 inline-flex size-10 items-center justify-center rounded-full bg-brand-700 font-semibold text-white hover:bg-brand-800 sm:top-auto sm:right-6 sm:bottom-6 sm:h-14 sm:w-auto sm:gap-2 sm:px-4 sm:shadow-lg sm:ring-4 sm:ring-white/70"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5 sm:size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path
            d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" strokeLinecap="round" strokeWidth="3" />
        </svg>
        <span className="sr-only sm:not-sr-only">Chat with Q</span>
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <ChatDialog open={open} onOpenChange={(next) => setOpenOn(next ? pathname : null)} />
        </Suspense>
      )}
    </>
  );
}
