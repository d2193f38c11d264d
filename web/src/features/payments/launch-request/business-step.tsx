import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { LaunchRequestView } from '../../../../../functions/domain/contracts/launch-request.ts';
import { LAUNCH_SECTORS } from '../../../../../functions/domain/sectors.ts';
import { Field } from '../../../components/ui/form-controls.tsx';
import { StepActions } from './step-actions.tsx';
import { useStepSave } from './use-step-save.ts';

export function BusinessStep({
  token,
  request,
  onSaved,
}: {
  token: string;
  request: LaunchRequestView;
  onSaved: (request: LaunchRequestView) => void;
}) {
  const [values, setValues] = useState({
    name: request.name ?? '',
    business_name: request.business_name ?? '',
    business_type: request.business_type ?? '',
    phone: request.phone ?? '',
  });
  const { busy, errors, failure, save } = useStepSave(token, onSaved);
  /** A field's value, change handler and error all go by the field's own name. */
  const bind = (field: keyof typeof values) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
    error: errors[field],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ step: 'business', ...values });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field label="Full name" autoComplete="name" {...bind('name')} />
      <Field label="Business name" autoComplete="organization" {...bind('business_name')} />
      <Field
        label="Business type"
        list="launch-request-business-types"
        {...bind('business_type')}
        hint="For example FinTech, eCommerce or Restaurants."
      />
      <datalist id="launch-request-business-types">
        {LAUNCH_SECTORS.map((sector) => (
          <option key={sector.id} value={sector.name} />
        ))}
      </datalist>
      <Field
        label="Phone number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        {...bind('phone')}
        hint="The number our team can call you on, e.g. +234 801 234 5678."
      />
      <StepActions failure={failure} busy={busy} label="Save and continue" />
    </form>
  );
}
