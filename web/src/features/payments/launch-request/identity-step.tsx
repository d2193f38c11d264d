import { useRef, useState, type FormEvent } from 'react';
import {
  ID_DOCUMENT_MAX_BYTES,
  ID_DOCUMENT_MAX_LABEL,
  ID_DOCUMENT_TYPES,
} from '@domain/contracts/launch-request.ts';
import { Button } from '../../../components/ui/button.tsx';
import { digitsInput, Field } from '../../../components/ui/form-controls.tsx';
import { useOptionalAuth } from '../../../shared/auth/index.ts';
import { uploadIdDocument } from './launch-request-api.ts';
import { SavedWithReplace, StepActions } from './step-actions.tsx';
import { useStepFields, useStepSave } from './use-step-save.ts';
import type { StepProps } from './wizard.ts';

function BvnForm({ token, request, onSaved }: StepProps) {
  const [replacing, setReplacing] = useState(false);
  const { busy, errors, failure, save } = useStepSave(token, onSaved);
  const { values, setValues, bind } = useStepFields({ bvn: '' }, errors);
  const auth = useOptionalAuth();

  if (request.has_bvn && !replacing) {
    return (
      <SavedWithReplace
        saved={auth?.user?.bvnVerified ? 'BVN saved and checked' : 'BVN saved'}
        replace="Replace BVN"
        onReplace={() => setReplacing(true)}
      />
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The BVN is not kept in the page once it has been sent.
    if (await save({ step: 'bvn', ...values })) {
      setValues({ bvn: '' });
      setReplacing(false);
      // The spec's BVN verification: simulated in the browser (2 s, no server call), it marks the
      // signed-in user bvnVerified. Staff still confirm the BVN itself before the launch.
      void auth?.verifyBVN();
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3">
      <Field
        label="Bank Verification Number (BVN)"
        {...digitsInput(13)}
        {...bind('bvn')}
        hint="11 digits. Dial *565*0# on your registered line to see it. We store it encrypted."
      />
      <StepActions failure={failure} busy={busy} label="Save BVN" variant="outline" />
    </form>
  );
}

function problemWith(file: File): string | null {
  if (!(ID_DOCUMENT_TYPES as readonly string[]).includes(file.type))
    return 'Choose a photo (JPEG, PNG or WebP) or a PDF of your ID.';
  if (file.size > ID_DOCUMENT_MAX_BYTES)
    return `The file is larger than ${ID_DOCUMENT_MAX_LABEL}. Choose a smaller one.`;
  if (file.size === 0) return 'The file is empty.';
  return null;
}

function IdDocumentForm({ token, request, onSaved }: StepProps) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [replacing, setReplacing] = useState(false);
  const { busy, failure, setFailure, save } = useStepSave(token, onSaved);

  if (request.has_id_document && !replacing) {
    return (
      <SavedWithReplace
        saved="ID document uploaded"
        replace="Replace ID document"
        onReplace={() => setReplacing(true)}
      />
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFailure('Choose the file of your ID document first.');
    const problem = problemWith(file);
    if (problem) return setFailure(problem);
    setFailure(null);
    setUploading(true);
    try {
      const key = await uploadIdDocument(token, file);
      if (await save({ step: 'id_document', id_document_key: key })) {
        setFile(null);
        setReplacing(false);
        if (input.current) input.current.value = '';
      }
    } catch (error: unknown) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3">
      <Field
        ref={input}
        id="launch-request-id-document"
        label="ID document"
        type="file"
        accept={ID_DOCUMENT_TYPES.join(',')}
        className="h-auto py-2"
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          setFile(chosen);
          setFailure(chosen ? problemWith(chosen) : null);
        }}
        hint={`NIN slip, international passport, driver's licence or voter's card: a photo or a PDF, at most ${ID_DOCUMENT_MAX_LABEL}.`}
      />
      <StepActions
        failure={failure}
        busy={uploading || busy}
        disabled={uploading || busy || !file}
        label="Upload ID document"
        busyLabel="Uploading…"
        variant="outline"
      />
    </form>
  );
}

export function IdentityStep({
  token,
  request,
  onSaved,
  onContinue,
}: StepProps & { onContinue: () => void }) {
  return (
    <div className="grid gap-8">
      <BvnForm token={token} request={request} onSaved={onSaved} />
      <IdDocumentForm token={token} request={request} onSaved={onSaved} />
      <div>
        <Button disabled={!request.has_bvn || !request.has_id_document} onClick={onContinue}>
          Continue
        </Button>
      </div>
    </div>
  );
}
