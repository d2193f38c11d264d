import { useRef, type FormEvent, type ReactNode } from 'react';
import { Link } from '../../../lib/routing/index.ts';
import { NAME_MAX_CHARS, NOTE_MAX_CHARS } from '@domain/field-limits.ts';
import { paths } from '../../../lib/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Checkbox,
  EmailInput,
  Input,
  Label,
  PHONE_INPUT,
  Textarea,
} from '../../../components/ui/form-controls.tsx';
import type { ReferralCheckedField, ReferralTextField } from '../application.ts';
import type { ApplicationAction, ApplicationState } from '../application-state.ts';
import { FormAlert } from './form-alert.tsx';
import { SectorCheckboxes } from './sector-checkboxes.tsx';

const ERROR_ID = 'referral-form-error';

function Field({
  id,
  label,
  optional = false,
  hint,
  children,
}: {
  id: string;
  label: string;
  optional?: boolean;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>
        {label}
        {optional && <span className="font-normal text-ink-600"> (optional)</span>}
      </Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-600">
          {hint}
        </p>
      )}
    </div>
  );
}

const legalLink = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

export function ReferralApplicationForm({
  state,
  dispatch,
  onSubmit,
}: {
  state: ApplicationState;
  dispatch: (action: ApplicationAction) => void;
  /** Resolves to the field a validation message is about, if any. */
  onSubmit: () => Promise<ReferralCheckedField | null>;
}) {
  const { values, phase, error, invalidField } = state;
  const busy = phase === 'submitting';
  const fields = {
    full_name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    consent: useRef<HTMLInputElement>(null),
  };

  /** A text field's name, value and edits, all from the contract's name for it. */
  const typed = (field: ReferralTextField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      dispatch({ type: 'edit', field, value: event.target.value }),
  });
  const invalid = (field: ReferralCheckedField) =>
    invalidField === field ? { 'aria-invalid': true, 'aria-describedby': ERROR_ID } : {};

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalidNow = await onSubmit();
    // Focus follows the message to the field it names, so keyboard and screen-reader users land on it.
    if (invalidNow) fields[invalidNow].current?.focus();
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={busy} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="referral-full-name" label="Full name">
          <Input
            ref={fields.full_name}
            id="referral-full-name"
            autoComplete="name"
            aria-required="true"
            maxLength={NAME_MAX_CHARS}
            {...typed('full_name')}
            {...invalid('full_name')}
          />
        </Field>
        <Field id="referral-email" label="Email">
          <EmailInput
            ref={fields.email}
            id="referral-email"
            aria-required="true"
            {...typed('email')}
            {...invalid('email')}
          />
        </Field>
      </div>
      <Field id="referral-whatsapp" label="WhatsApp number" optional>
        <Input
          id="referral-whatsapp"
          placeholder="e.g. 0803 123 4567"
          {...PHONE_INPUT}
          {...typed('whatsapp')}
        />
      </Field>
      <SectorCheckboxes
        selected={values.sectors}
        disabled={busy}
        onToggle={(sector) => dispatch({ type: 'toggle-sector', sector })}
      />
      <Field id="referral-how" label="How will you refer?" optional>
        <Textarea
          id="referral-how"
          placeholder="e.g. founders in my network, my WhatsApp community, events I run"
          maxLength={NOTE_MAX_CHARS}
          rows={3}
          {...typed('how_will_refer')}
        />
      </Field>
      <Field id="referral-notes" label="Anything else we should know?" optional>
        <Textarea id="referral-notes" maxLength={NOTE_MAX_CHARS} rows={3} {...typed('notes')} />
      </Field>
      <div className="flex items-start gap-3">
        <Checkbox
          ref={fields.consent}
          id="referral-consent"
          name="consent"
          className="mt-0.5"
          checked={values.consent}
          onChange={(event) => dispatch({ type: 'set-consent', consent: event.target.checked })}
          {...invalid('consent')}
        />
        <label htmlFor="referral-consent" className="text-sm text-ink-700">
          I agree to be contacted about the referral program and accept the{' '}
          <Link to={paths.terms.href()} target="_blank" rel="noopener" className={legalLink}>
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to={paths.privacy.href()} target="_blank" rel="noopener" className={legalLink}>
            Privacy Policy
          </Link>
          .
        </label>
      </div>
      <FormAlert id={ERROR_ID} message={error} />
      <Button type="submit" size="lg" disabled={busy} data-no-scroll className="w-full">
        {busy ? 'Submitting…' : 'Submit application'}
      </Button>
    </form>
  );
}
