import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { REVEALED_LABELS, revealFailed } from '@domain/staff-refusals.ts';
import { refusalMessage } from '../../../lib/api-client.ts';
import {
  revealSensitiveDetail,
  type LaunchRequestRecord,
  type SensitiveDetails,
  type SensitiveField,
} from '../admin-api.ts';
import { formatLagosTime } from '../format.ts';

export const SENSITIVE_LABELS: Record<SensitiveField, string> = REVEALED_LABELS;

type Reveal =
  | { readonly state: 'loading' }
  | { readonly state: 'shown'; readonly details: SensitiveDetails }
  | { readonly state: 'failed'; readonly message: string };

export type Reveals = Partial<Record<SensitiveField, Reveal>>;

/** The server's refusal as it came (functions/domain/staff-refusals.ts words a reveal's); a fault names the value. */
const failureText = (field: SensitiveField, error: unknown): string =>
  refusalMessage(error, revealFailed(field), { noAnswer: 'shared' });

/**
 * The revealed values of one launch request, in this component's state only (never in storage).
 * A new copy of the request (the list was refreshed or searched again) starts hidden again, and an
 * answer that arrives after that is dropped.
 */
export function useSensitiveReveal(request: LaunchRequestRecord) {
  const [held, setHeld] = useState<{ request: LaunchRequestRecord; reveals: Reveals }>({
    request,
    reveals: {},
  });
  if (held.request !== request) setHeld({ request, reveals: {} });
  const reveals = held.request === request ? held.reveals : {};

  const set = (field: SensitiveField, reveal: Reveal | undefined) =>
    setHeld((current) => {
      if (current.request !== request) return current;
      const { [field]: _dropped, ...others } = current.reveals;
      return { request, reveals: reveal ? { ...others, [field]: reveal } : others };
    });

  async function show(field: SensitiveField) {
    set(field, { state: 'loading' });
    try {
      set(field, { state: 'shown', details: await revealSensitiveDetail(request.id, field) });
    } catch (error: unknown) {
      set(field, { state: 'failed', message: failureText(field, error) });
    }
  }

  return {
    reveals,
    toggle: (field: SensitiveField) => (reveals[field] ? set(field, undefined) : void show(field)),
    hide: (field: SensitiveField) => set(field, undefined),
  };
}

/** The eye of a reveal button (struck through while the value is shown); the payout reveal uses it too. */
export function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className="size-3.5"
      aria-hidden="true"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {open && <path d="m3 3 18 18" />}
    </svg>
  );
}

/** A red presence badge that is also the button revealing its value ("Show BVN" / "Hide BVN"). */
export function SensitiveBadge({
  field,
  open,
  controls,
  onToggle,
}: {
  field: SensitiveField;
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  const label = SENSITIVE_LABELS[field];
  return (
    <button
      type="button"
      data-no-scroll
      aria-label={`${open ? 'Hide' : 'Show'} ${label}`}
      aria-controls={controls}
      title={`${open ? 'Hide' : 'Show'} ${label}`}
      onClick={onToggle}
      className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800"
    >
      <Badge variant="red" className="gap-1 hover:bg-red-200">
        {label}
        <EyeIcon open={open} />
      </Badge>
    </button>
  );
}

function Value({ field, details }: { field: SensitiveField; details: SensitiveDetails }) {
  if (field === 'bvn') return <span className="font-mono">{details.bvn ?? 'Not provided'}</span>;
  if (field === 'bank_details')
    return details.bank_details ? (
      <span>
        {details.bank_details.bank_name} ·{' '}
        <span className="font-mono">{details.bank_details.account_number}</span>
      </span>
    ) : (
      <span>Not provided</span>
    );
  return details.id_document ? (
    <span>
      <a
        href={details.id_document.url}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold text-brand-800 underline underline-offset-2"
      >
        Open ID document<span className="sr-only"> (opens in a new tab)</span>
      </a>{' '}
      <span className="text-xs text-ink-600">
        link works until {formatLagosTime(details.id_document.expires_at)}
      </span>
    </span>
  ) : (
    <span>Not provided</span>
  );
}

/** The values an admin asked for, where the badges are; each with its own Hide. */
export function RevealedDetails({
  id,
  reveals,
  onHide,
}: {
  id: string;
  reveals: Reveals;
  onHide: (field: SensitiveField) => void;
}) {
  const fields = (Object.keys(SENSITIVE_LABELS) as SensitiveField[]).filter((field) => reveals[field]);
  return (
    <div id={id} aria-live="polite" className={fields.length > 0 ? 'mt-2' : undefined}>
      {fields.length > 0 && (
        <div role="group" aria-label="Revealed details">
          <dl className="grid gap-1.5 rounded-lg border border-red-200 bg-red-50 p-2 text-sm">
            {fields.map((field) => {
              const reveal = reveals[field];
              const label = SENSITIVE_LABELS[field];
              return (
                <div key={field} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <dt className="font-semibold text-red-900">{label}</dt>
                  <dd className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1 text-ink-900">
                    {reveal?.state === 'loading' && <Spinner label={`Loading ${label}…`} showLabel />}
                    {reveal?.state === 'failed' && (
                      <span role="alert" className="text-danger-700">
                        {reveal.message}
                      </span>
                    )}
                    {reveal?.state === 'shown' && <Value field={field} details={reveal.details} />}
                    <Button
                      variant="ghost"
                      size="sm"
                      data-no-scroll
                      className="ml-auto h-7 px-2"
                      aria-label={`Hide ${label}`}
                      onClick={() => onHide(field)}
                    >
                      Hide
                    </Button>
                  </dd>
                </div>
              );
            })}
          </dl>
        </div>
      )}
    </div>
  );
}
