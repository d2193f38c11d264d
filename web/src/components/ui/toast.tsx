import { useSyncExternalStore } from 'react';
import { CloseIcon } from './close-icon.tsx';
import { cx } from './cx.ts';
import { dismissToast, getToasts, subscribeToasts, toast, type ToastRecord } from './toast-store.ts';

export {
  toast,
  dismissToast,
  TOAST_REMOVE_DELAY_MS,
  type ToastInput,
  type ToastVariant,
} from './toast-store.ts';

/** `const { toast } = useToast(); toast({ title: 'Login Successful', description: '...' })` */
export function useToast() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return { toasts, toast, dismiss: dismissToast };
}

function ToastItem({ item }: { item: ToastRecord }) {
  const destructive = item.variant === 'destructive';
  return (
    <div
      data-toast
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      hidden={!item.open}
      data-state={item.open ? 'open' : 'closed'}
      data-variant={item.variant}
      className={cx(
        'pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg animate-toast-in relative',
        destructive ? 'border-danger-700 bg-danger-700 text-white' : 'border-ink-200 bg-white text-ink-900',
      )}
    >
      <div className="grid gap-1">
        <p className="text-sm font-semibold">{item.title}</p>
        {item.description && (
          <p className={cx('text-sm', destructive ? 'text-white' : 'text-ink-600')}>{item.description}</p>
        )}
      </div>
      <button
        type="button"
        data-no-scroll
        aria-label="Dismiss notification"
        onClick={() => dismissToast(item.id)}
        className={cx(
          'absolute top-2 right-2 rounded-md p-1.5',
          destructive ? 'text-white hover:bg-white/15' : 'text-ink-600 hover:bg-ink-100',
        )}
      >
        <CloseIcon />
      </button>
    </div>
  );
}

/**
 * Mounted once by the app providers. On a phone the toasts sit at the top: at the bottom they
 * would cover the input and the buttons they are about (and the on-screen keyboard's edge).
 */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <section
      data-no-scroll
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex justify-center p-4 sm:top-auto sm:bottom-0 sm:justify-end"
    >
      <div className="flex w-full max-w-sm flex-col gap-2">
        {toasts.map((item) => (
          <ToastItem key={item.id} item={item} />
        ))}
      </div>
    </section>
  );
}
