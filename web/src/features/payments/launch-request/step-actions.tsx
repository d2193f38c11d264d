import { Badge } from '../../../components/ui/badge.tsx';
import { Button, type ButtonVariant } from '../../../components/ui/button.tsx';

export function Failure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-danger-700">
      {message}
    </p>
  );
}

/** The end of every step form: the save's failure, announced, then the submit button. */
export function StepActions({
  failure,
  busy,
  label,
  busyLabel = 'Saving…',
  variant,
  disabled = busy,
}: {
  failure: string | null;
  busy: boolean;
  label: string;
  busyLabel?: string;
  variant?: ButtonVariant;
  disabled?: boolean;
}) {
  return (
    <>
      <Failure message={failure} />
      <div>
        <Button type="submit" variant={variant} disabled={disabled}>
          {busy ? busyLabel : label}
        </Button>
      </div>
    </>
  );
}

/**
 * Sensitive details are never shown back once saved: only that they are there, and a way to send
 * them again.
 */
export function SavedWithReplace({
  saved,
  replace,
  onReplace,
}: {
  saved: string;
  replace: string;
  onReplace: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Badge variant="secondary">{saved}</Badge>
      <Button variant="ghost" size="sm" data-no-scroll onClick={onReplace}>
        {replace}
      </Button>
    </div>
  );
}
