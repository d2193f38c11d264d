import { useId, type ChangeEvent, type ComponentProps } from 'react';
import { EMAIL_MAX_CHARS } from '@domain/email.ts';
import { PHONE_MAX_CHARS } from '@domain/field-limits.ts';
import { cx } from './cx.ts';

const field =
  'block w-full rounded-lg border border-ink-300 bg-white px-3 py-2 text-base text-ink-900 ' +
  'placeholder:text-ink-500 focus-visible:border-brand-700 aria-[invalid=true]:border-danger-700 ' +
  'disabled:cursor-not-allowed disabled:bg-ink-100';

/**
 * A controlled box's `value` and `onChange` from a useState pair, for an input, a textarea or a
 * select: `<Input {...boundTo(email, setEmail)} />`.
 */
export function boundTo(value: string, set: (value: string) => void) {
  return {
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(event.target.value),
  };
}

/** Every control needs a <Label htmlFor> (or aria-label): inputs are never labelled by placeholder alone. */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cx('text-sm font-medium text-ink-900', className)} {...props} />;
}

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cx(field, 'h-11', className)} {...props} />;
}

/**
 * A box for an e-mail address: the phone's e-mail keyboard, the browser's address autofill (a
 * sign-in form can ask for "username" instead) and the product's length limit.
 */
export function EmailInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return <Input type="email" inputMode="email" autoComplete="email" maxLength={EMAIL_MAX_CHARS} {...props} />;
}

/** A phone number box's settings, for an Input or a Field: the phone keypad, number autofill, the length limit. */
export const PHONE_INPUT = {
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel',
  maxLength: PHONE_MAX_CHARS,
} as const;

/**
 * A number box's settings, for an Input or a Field: the phone's number keypad and no autofill (a
 * BVN, an account number or a fee is never the browser's to fill in), with its length limit if any.
 */
export const digitsInput = (maxLength?: number) =>
  ({ inputMode: 'numeric', autoComplete: 'off', maxLength }) as const;

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

export interface FieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string;
  hint?: string;
}

/**
 * A labelled input with its error and hint wired to it for screen readers: aria-invalid while there
 * is an error, aria-describedby naming the error first, then the hint. `id` defaults to a generated one.
 */
export function Field({ label, error, hint, id, ...input }: FieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const described = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint && (
        <p id={`${inputId}-hint`} className="text-sm text-ink-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
