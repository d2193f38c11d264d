import { ReferralIcon } from './referral-icon.tsx';

/** An inline error under a form, announced at once (the toast may be missed or dismissed). */
export function FormAlert({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p
      id={id}
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-danger-700/30 bg-red-50 p-3 text-sm font-medium text-danger-700"
    >
      <ReferralIcon name="alert" className="mt-0.5 size-4" />
      <span>{message}</span>
    </p>
  );
}
