import { useId, type ComponentProps } from 'react';
import { Input, Label } from '../../../components/ui/form-controls.tsx';

/** A labelled input with its error and hint wired to it for screen readers. */
export function Field({
  label,
  error,
  hint,
  ...input
}: ComponentProps<'input'> & { label: string; error?: string; hint?: string }) {
  const id = useId();
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function Failure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-danger-700">
      {message}
    </p>
  );
}
