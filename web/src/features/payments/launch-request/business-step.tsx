import { useState, type FormEvent } from 'react';
import type { LaunchRequestView } from '../../../../../functions/domain/contracts/launch-request.ts';
import { LAUNCH_SECTORS } from '../../../../../functions/domain/sectors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Failure, Field } from './field.tsx';
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
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ step: 'business', ...values });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field
        label="Full name"
        autoComplete="name"
        value={values.name}
        onChange={set('name')}
        error={errors.name}
      />
      <Field
        label="Business name"
        autoComplete="organization"
        value={values.business_name}
        onChange={set('business_name')}
        error={errors.business_name}
      />
      <Field
        label="Business type"
        list="launch-request-business-types"
        value={values.business_type}
        onChange={set('business_type')}
        error={errors.business_type}
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
        value={values.phone}
        onChange={set('phone')}
        error={errors.phone}
        hint="The number our team can call you on, e.g. +234 801 234 5678."
      />
      <Failure message={failure} />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save and continue'}
        </Button>
      </div>
    </form>
  );
}
