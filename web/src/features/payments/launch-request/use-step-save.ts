import { useState, type ChangeEvent } from 'react';
import {
  launchRequestStepSchema,
  type LaunchRequestStepInput,
  type LaunchRequestView,
} from '@domain/contracts/launch-request.ts';
import { saveLaunchRequestStep } from './launch-request-api.ts';

export type FieldErrors = Partial<Record<string, string>>;

const LABELS: Record<string, string> = {
  name: 'Full name',
  business_name: 'Business name',
  business_type: 'Business type',
  phone: 'Phone number',
  bvn: 'BVN',
  bank_name: 'Bank',
  account_number: 'Account number',
};

/**
 * Validates a step with the API's own schema (the message names the field, never the value), then
 * saves it. One busy flag and one set of errors per screen.
 */
export function useStepSave(token: string, onSaved: (request: LaunchRequestView) => void) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function save(step: LaunchRequestStepInput): Promise<boolean> {
    const parsed = launchRequestStepSchema.safeParse(step);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'step');
        found[field] ??= `${LABELS[field] ?? field} ${issue.message}`;
      }
      setErrors(found);
      return false;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      onSaved(await saveLaunchRequestStep(token, step));
      return true;
    } catch (error: unknown) {
      setFailure(error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, errors, failure, setFailure, save };
}

/**
 * A step's text fields: their values, and for each field its value, change handler and error, all
 * by the field's own name (the contract's), so a field is wired with one `{...bind('phone')}`.
 */
export function useStepFields<Values extends Record<string, string>>(initial: Values, errors: FieldErrors) {
  const [values, setValues] = useState(initial);
  const bind = (field: keyof Values & string) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
    error: errors[field],
  });
  return { values, setValues, bind };
}
