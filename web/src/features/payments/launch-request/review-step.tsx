import { Button } from '../../../components/ui/button.tsx';
import { Failure } from './step-actions.tsx';
import { useStepSave } from './use-step-save.ts';
import type { StepProps, WizardStep } from './wizard.ts';

function Row({ label, value, onEdit }: { label: string; value: string; onEdit: () => void }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-ink-200 py-3">
      <dt className="text-ink-600">{label}</dt>
      <dd className="flex items-center gap-3 font-medium text-ink-900">
        {value}
        <Button variant="ghost" size="sm" data-no-scroll onClick={onEdit} aria-label={`Change ${label}`}>
          Change
        </Button>
      </dd>
    </div>
  );
}

export function ReviewStep({
  token,
  request,
  onSaved,
  goTo,
}: StepProps & { goTo: (step: WizardStep) => void }) {
  const { busy, failure, save } = useStepSave(token, onSaved);
  const given = (present: boolean) => (present ? 'Provided' : 'Missing');
  return (
    <div className="grid gap-6">
      <dl>
        <Row
          label="Business"
          value={`${request.business_name ?? '—'} (${request.business_type ?? '—'})`}
          onEdit={() => goTo('business')}
        />
        <Row
          label="Contact"
          value={`${request.name ?? '—'}, ${request.phone ?? '—'}`}
          onEdit={() => goTo('business')}
        />
        <Row label="BVN" value={given(request.has_bvn)} onEdit={() => goTo('identity')} />
        <Row label="ID document" value={given(request.has_id_document)} onEdit={() => goTo('identity')} />
        <Row label="Bank details" value={given(request.has_bank_details)} onEdit={() => goTo('bank')} />
      </dl>
      <Failure message={failure} />
      <div>
        <Button size="lg" disabled={busy} onClick={() => void save({ step: 'submitted' })}>
          {busy ? 'Submitting…' : 'Submit launch request'}
        </Button>
      </div>
    </div>
  );
}
