import type { ComponentProps } from 'react';
import { cx } from './cx.ts';

const field =
  'block w-full rounded-lg border border-ink-300 bg-white px-3 py-2 text-base text-ink-900 ' +
  'placeholder:text-ink-500 focus-visible:border-brand-700 aria-[invalid=true]:border-danger-700 ' +
  'disabled:cursor-not-allowed disabled:bg-ink-100';

/** Every control needs a <Label htmlFor> (or aria-label): inputs are never labelled by placeholder alone. */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cx('text-sm font-medium text-ink-900', className)} {...props} />;
}

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cx(field, 'h-11', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cx(field, 'min-h-24', className)} {...props} />;
}

export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cx('size-5 rounded border-ink-300 accent-brand-700', className)}
      {...props}
    />
  );
}
