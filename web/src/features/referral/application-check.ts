// The contract's schema brings zod: this module is loaded on the first keystroke, never with the page.
import { referralApplyRequestSchema, type ReferralApplyInput } from '@domain/contracts/referrals.ts';
import {
  APPLICATION_NOT_ACCEPTED_MESSAGE,
  CONSENT_REQUIRED,
  NAME_AND_EMAIL_REQUIRED,
} from '@domain/referral.ts';
import { INVALID_EMAIL_MESSAGE } from '@domain/email.ts';
import type { ReferralCheckedField, ReferralFormValues } from './application.ts';

export type ReferralApplicationCheck =
  | { readonly ok: true; readonly body: ReferralApplyInput }
  | { readonly ok: false; readonly message: string; readonly field: ReferralCheckedField | null };

const CHECKED: readonly PropertyKey[] = ['full_name', 'email', 'consent'] satisfies ReferralCheckedField[];
const checkedField = (key: PropertyKey | undefined): ReferralCheckedField | null =>
  key !== undefined && CHECKED.includes(key) ? (key as ReferralCheckedField) : null;

/**
 * The form checked by the server's own contract, its refusals named in the spec's order: name and
 * e-mail present after trimming, then consent, then anything else the contract refuses (a malformed
 * e-mail gets the login page's message), so a typo is named here instead of coming back from the
 * server. What passes is sent as the contract yields it: trimmed, empty optionals as null.
 */
export function checkReferralApplication(values: ReferralFormValues): ReferralApplicationCheck {
  const parsed = referralApplyRequestSchema.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  const { issues } = parsed.error;
  const first =
    issues.find((issue) => issue.message === NAME_AND_EMAIL_REQUIRED) ??
    issues.find((issue) => issue.message === CONSENT_REQUIRED) ??
    issues[0];
  // Only the spec's sentences are shown as they are; any other refusal (a length the inputs already
  // cap) reads as the spec's general one, as the server's 400 did before.
  const spoken = [NAME_AND_EMAIL_REQUIRED, CONSENT_REQUIRED, INVALID_EMAIL_MESSAGE];
  return {
    ok: false,
    message: first && spoken.includes(first.message) ? first.message : APPLICATION_NOT_ACCEPTED_MESSAGE,
    field: checkedField(first?.path[0]),
  };
}
