import { useState, type FormEvent } from 'react';
import { SHORT_LABEL_MAX_CHARS } from '@domain/field-limits.ts';
import { Button } from '../../../components/ui/button.tsx';
import { digitsInput, Field } from '../../../components/ui/form-controls.tsx';
import { SavedWithReplace, StepActions } from './step-actions.tsx';
import { useStepFields, useStepSave } from './use-step-save.ts';
import type { StepProps } from './wizard.ts';

/** Suggestions only: any bank name is accepted. */
const NIGERIAN_BANKS = [
  'Access Bank',
  'Fidelity Bank',
  'First Bank of Nigeria',
  'First City Monument Bank (FCMB)',
  'Guaranty Trust Bank (GTBank)',
  'Kuda Microfinance Bank',
  'Moniepoint Microfinance Bank',
  'OPay',
  'Polaris Bank',
  'Stanbic IBTC Bank',
  'Sterling Bank',
  'Union Bank of Nigeria',
  'United Bank for Africa (UBA)',
  'Wema Bank',
  'Zenith Bank',
] as const;

export function BankStep({ token, request, onSaved, onContinue }: StepProps & { onContinue: () => void }) {
  const [replacing, setReplacing] = useState(false);
  const { busy, errors, failure, save } = useStepSave(token, onSaved);
  const { values, setValues, bind } = useStepFields({ bank_name: '', account_number: '' }, errors);

  if (request.has_bank_details && !replacing) {
    return (
      <div className="grid gap-6">
        <SavedWithReplace
          saved="Bank details saved"
          replace="Replace bank details"
          onReplace={() => setReplacing(true)}
        />
        <div>
          <Button onClick={onContinue}>Continue</Button>
        </div>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await save({ step: 'bank_details', ...values })) {
      setValues((current) => ({ ...current, account_number: '' }));
      setReplacing(false);
      onContinue();
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <p className="text-ink-700">The account your platform pays your revenue into. We store it encrypted.</p>
      <Field
        label="Bank"
        list="launch-request-banks"
        autoComplete="off"
        maxLength={SHORT_LABEL_MAX_CHARS}
        {...bind('bank_name')}
      />
      <datalist id="launch-request-banks">
        {NIGERIAN_BANKS.map((bank) => (
          <option key={bank} value={bank} />
        ))}
      </datalist>
      <Field
        label="Account number"
        {...digitsInput(12)}
        {...bind('account_number')}
        hint="Your 10-digit NUBAN account number."
      />
      <StepActions failure={failure} busy={busy} label="Save and continue" />
    </form>
  );
}
