// Type-only: the form's fields are the contract's (POST /api/referrals); zod stays out of the page.
import type { ReferralApplyInput } from '@domain/contracts/referrals.ts';
import type { ReferralSectorId } from '@domain/sectors.ts';

/** The free-text fields of the application, named as the contract names them. */
export type ReferralTextField = Exclude<keyof ReferralApplyInput, 'sectors' | 'consent'>;

/** What the /refer form holds while the visitor types: the contract's fields as raw text, nothing trimmed yet. */
export type ReferralFormValues = { readonly [field in ReferralTextField]: string } & {
  readonly sectors: readonly ReferralSectorId[];
  readonly consent: boolean;
};

/** Fields a validation message can point at (the page focuses and marks the first one). */
export type ReferralCheckedField = 'full_name' | 'email' | 'consent';

/** The consent box starts ticked (spec). */
export const EMPTY_REFERRAL_FORM: ReferralFormValues = {
  full_name: '',
  email: '',
  whatsapp: '',
  sectors: [],
  how_will_refer: '',
  notes: '',
  consent: true,
};
