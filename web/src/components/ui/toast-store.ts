import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../../lib/web-timings.ts';

export { TOAST_REMOVE_DELAY_MS };

/**
 * Toasts follow the spec: one at a time (TOAST_LIMIT), and a dismissed toast is removed 5000 ms
 * after dismissal (until then it stays mounted but hidden). A module-level store lets non-React code
 * (API helpers) raise a toast too.
 */
/** How long a toast stays open before it dismisses itself; not in the spec, 5 s reads comfortably. */
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before auto-dismissal; Infinity keeps it open until dismissed. */
  duration?: number;
}

export interface ToastRecord extends Required<Omit<ToastInput, 'description' | 'duration'>> {
  id: string;
  description?: string;
  open: boolean;
}

type Timer = ReturnType<typeof setTimeout>;

let toasts: readonly ToastRecord[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const timers = new Map<string, Timer[]>();

function publish(next: readonly ToastRecord[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function clearTimers(id: string): void {
  for (const timer of timers.get(id) ?? []) clearTimeout(timer);
  timers.delete(id);
}

function addTimer(id: string, timer: Timer): void {
  timers.set(id, [...(timers.get(id) ?? []), timer]);
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastRecord[] {
  return toasts;
}

/** Hides a toast (all toasts when no id) and removes it TOAST_REMOVE_DELAY_MS later. */
export function dismissToast(id?: string): void {
  const closing = toasts.filter((t) => t.open && (id === undefined || t.id === id));
  if (closing.length === 0) return;
  for (const t of closing) {
    clearTimers(t.id);
    addTimer(
      t.id,
      setTimeout(() => {
        timers.delete(t.id);
        publish(toasts.filter((other) => other.id !== t.id));
      }, TOAST_REMOVE_DELAY_MS),
    );
  }
  const closingIds = new Set(closing.map((t) => t.id));
  publish(toasts.map((t) => (closingIds.has(t.id) ? { ...t, open: false } : t)));
}

/** Shows a toast; beyond TOAST_LIMIT the oldest goes at once (with a limit of 1: the new one replaces it). */
export function toast({
  title,
  description,
  variant = 'default',
  duration = TOAST_DURATION_MS,
}: ToastInput): {
  id: string;
  dismiss: () => void;
} {
  nextId += 1;
  const id = `toast-${nextId}`;
  const shown = [{ id, title, description, variant, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  for (const dropped of toasts.slice(TOAST_LIMIT - 1)) clearTimers(dropped.id);
  publish(shown);
  if (Number.isFinite(duration))
    addTimer(
      id,
      setTimeout(() => dismissToast(id), duration),
    );
  return { id, dismiss: () => dismissToast(id) };
}
