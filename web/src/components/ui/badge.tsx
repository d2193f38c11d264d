import type { ComponentProps } from 'react';
import { cx } from './cx.ts';

/**
 * `grey` and `red` are the admin presence tones: phone/email are grey, BVN/ID/bank details red.
 */
export type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline' | 'grey' | 'red';

const variants: Record<BadgeVariant, string> = {
  default: 'bg-brand-700 text-white',
  secondary: 'bg-brand-100 text-brand-900',
  destructive: 'bg-danger-700 text-white',
  outline: 'border border-ink-300 text-ink-900',
  grey: 'bg-ink-100 text-ink-700',
  red: 'bg-red-100 text-red-800',
};

export function Badge({
  variant = 'default',
  className,
  ...props
}: ComponentProps<'span'> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
