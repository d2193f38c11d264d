import type { FormEvent } from 'react';
import { BUSINESS_NAME_MAX_CHARS, BUSINESS_TYPE_MAX_CHARS, NAME_MAX_CHARS } from '@domain/field-limits.ts';
import { LAUNCH_SECTORS } from '@domain/sectors.ts';
import { Field, PHONE_INPUT } from '../../../components/ui/form-controls.tsx';
import { StepActions } from './step-actions.tsx';
import { useStepFields, useStepSave } from './use-step-save.ts';
import type { StepProps } from './wizard.ts';

export function BusinessStep({ token, request, onSaved }: StepProps) {
  const { busy, errors, failure, save } = useStepSave(token, onSaved);
  const { values, bind } = useStepFields(
    {
      name: request.name ?? '',
      business_name: request.business_name ?? '',
      business_type: request.business_type ?? '',
      phone: request.phone ?? '',
    },
    errors,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ step: 'business', ...values });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field label="Full name" autoComplete="name" maxLength={NAME_MAX_CHARS} {...bind('name')} />
      <Field
        label="Business name"
        autoComplete="organization"
        maxLength={BUSINESS_NAME_MAX_CHARS}
        {...bind('business_name')}
      />
      <Field
        label="Business type"
        list="launch-request-business-types"
        maxLength={BUSINESS_TYPE_MAX_CHARS}
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
        {...PHONE_INPUT}
        {...bind('phone')}
        hint="The number our team can call you on, e.g. +234 801 234 5678."
      />
      <StepActions failure={failure} busy={busy} label="Save and continue" />
    </form>
  );
}
