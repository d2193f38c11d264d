import { cx } from './cx.ts';

/** A busy indicator with an accessible name; `label` is read by screen readers and shown when `showLabel`. */
export function Spinner({
  label = 'Loading…',
  showLabel = false,
  className,
}: {
  label?: string;
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <span role="status" className={cx('inline-flex items-center gap-2 text-ink-600', className)}>
      <svg className="size-5 animate-spin text-brand-700" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span className={showLabel ? undefined : 'sr-only'}>{label}</span>
    </span>
  );
}
