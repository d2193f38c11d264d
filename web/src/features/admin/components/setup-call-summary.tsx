import type { AdminOnboardingRecord } from '../admin-api.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatLagosTime } from '../format.ts';

type SetupCall = NonNullable<AdminOnboardingRecord['setup_call']>;

/**
 * The setup call as Calendly confirmed it to the server (issue #19). The stage badge says what the
 * founder's browser reported; this line is what staff can rely on.
 */
export function SetupCallSummary({ setupCall }: { setupCall: SetupCall | null }) {
  if (!setupCall)
    return <p className="mt-3 text-sm text-ink-600">Setup call: not confirmed by the scheduling provider</p>;
  const canceled = setupCall.status === 'canceled';
  const invitee = [setupCall.invitee_name, setupCall.invitee_email].filter(Boolean).join(' · ');
  return (
    <div className="mt-3 grid gap-1 text-sm text-ink-700" data-testid="setup-call">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">Setup call:</span>
        <span>{formatLagosTime(setupCall.start_time)}</span>
        <Badge variant={canceled ? 'red' : 'secondary'}>{canceled ? 'Canceled' : 'Booked'}</Badge>
      </p>
      {invitee && <p>Booked by {invitee}</p>}
      {canceled && (
        <p>
          Canceled {setupCall.canceled_at ? formatLagosTime(setupCall.canceled_at) : ''}
          {setupCall.cancel_reason ? `: ${setupCall.cancel_reason}` : ''}
        </p>
      )}
    </div>
  );
}
