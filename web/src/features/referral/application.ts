// Type-only: the body of POST /api/referrals comes from its contract; zod stays out of the page.
import type { ReferralApplyInput } from '@domain/contracts/referrals.ts';
import { isSimpleEmail } from '@domain/email.ts';
import type { ReferralSectorId } from '@domain/sectors.ts';
import { APPLY_MESSAGES, LOGIN_MESSAGES } from './referral-messages.ts';

/** What the /refer form holds while the visitor types: raw text, nothing trimmed yet. */
export interface ReferralFormValues {
  readonly fullName: string;
  readonly email: string;
  readonly whatsapp: string;
  readonly sectors: readonly ReferralSectorId[];
  readonly howWillRefer: string;
  readonly notes: string;
  readonly consent: boolean;
}

export type ReferralTextField = 'fullName' | 'email' | 'whatsapp' | 'howWillRefer' | 'notes';
/** Fields a validation message can point at (the page focuses and marks the first one). */
export type ReferralCheckedField = 'fullName' | 'email' | 'consent';

/** The consent box starts ticked (spec). */
export const EMPTY_REFERRAL_FORM: ReferralFormValues = {
  fullName: '',
  email: '',
  whatsapp: '',
  sectors: [],
  howWillRefer: '',
  notes: '',
  consent: true,
};

export type ReferralApplicationCheck =
  | { readonly ok: true; readonly body: ReferralApplyInput }
  | { readonly ok: false; readonly message: string; readonly field: ReferralCheckedField };

const orNull = (text: string): string | null => {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * The spec's rules in its order: name and email present after trimming, then consent. The e-mail
 * format is checked last with the login page's message, so a typo is named here instead of coming
 * back from the server as the vaguer "Unable to process application" text.
 */
export function checkReferralApplication(values: ReferralFormValues): ReferralApplicationCheck {
  const fullName = values.fullName.trim();
  const email = values.email.trim();
  if (fullName === '' || email === '') {
    return {
      ok: false,
      message: APPLY_MESSAGES.nameAndEmailRequired,
      field: fullName === '' ? 'fullName' : 'email',
    };
  }
  if (!values.consent) return { ok: false, message: APPLY_MESSAGES.consentRequired, field: 'consent' };
  if (!isSimpleEmail(email)) return { ok: false, message: LOGIN_MESSAGES.invalidEmail, field: 'email' };
  return {
    ok: true,
    body: {
      full_name: fullName,
      email,
      whatsapp: orNull(values.whatsapp),
      sectors: [...values.sectors],
      how_will_refer: orNull(values.howWillRefer),
      notes: orNull(values.notes),
      consent: true,
    },
  };
}

/**
 * The message for a refused application. `status` is the HTTP status, or null when no answer came
 * (offline, DNS): 409 is the duplicate e-mail, 400 and 403 the validation or policy refusals, and
 * everything else (429, 5xx, no answer) the generic text.
 */
export function applyFailureMessage(status: number | null): string {
  if (status === 409) return APPLY_MESSAGES.duplicateEmail;
  if (status === 400 || status === 403) return APPLY_MESSAGES.notAccepted;
  return APPLY_MESSAGES.failed;
}
