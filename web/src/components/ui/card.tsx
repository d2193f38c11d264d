import type { ComponentProps } from 'react';
import { cx } from './cx.ts';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx('rounded-2xl border border-ink-200 bg-white shadow-sm', className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx('flex flex-col gap-1.5 p-6 pb-3', className)} {...props} />;
}

/** Renders an h3 by default; pass `as` when the page outline needs another level. */
export function CardTitle({
  as: Heading = 'h3',
  className,
  ...props
}: ComponentProps<'h3'> & { as?: 'h2' | 'h3' | 'h4' }) {
  return <Heading className={cx('text-lg font-semibold text-ink-900', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cx('text-sm text-ink-600', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx('p-6 pt-3', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx('flex items-center gap-3 p-6 pt-0', className)} {...props} />;
}
