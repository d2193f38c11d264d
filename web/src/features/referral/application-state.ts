import type { ReferralSectorId } from '@domain/sectors.ts';
import {
  EMPTY_REFERRAL_FORM,
  type ReferralCheckedField,
  type ReferralFormValues,
  type ReferralTextField,
} from './application.ts';

/** The /refer page: form -> submitted (spec section 4), with the sending in between. */
export type ApplicationPhase = 'editing' | 'submitting' | 'submitted';

export interface ApplicationState {
  readonly phase: ApplicationPhase;
  readonly values: ReferralFormValues;
  /** The message shown under the form, or null. */
  readonly error: string | null;
  /** The field the message is about, marked aria-invalid; null for server refusals. */
  readonly invalidField: ReferralCheckedField | null;
  /** Set once submitted: the credential the 'Open Dashboard' button carries. */
  readonly dashboardToken: string | null;
}

export type ApplicationAction =
  | { readonly type: 'edit'; readonly field: ReferralTextField; readonly value: string }
  | { readonly type: 'toggle-sector'; readonly sector: ReferralSectorId }
  | { readonly type: 'set-consent'; readonly consent: boolean }
  | { readonly type: 'rejected'; readonly message: string; readonly field: ReferralCheckedField | null }
  | { readonly type: 'submitting' }
  | { readonly type: 'failed'; readonly message: string }
  | { readonly type: 'submitted'; readonly dashboardToken: string };

export const INITIAL_APPLICATION: ApplicationState = {
  phase: 'editing',
  values: EMPTY_REFERRAL_FORM,
  error: null,
  invalidField: null,
  dashboardToken: null,
};

/** Clears the field's mark once the visitor changes it; the message stays until the next submit. */
function edited(state: ApplicationState, values: ReferralFormValues, field: ReferralCheckedField | null) {
  return { ...state, values, invalidField: state.invalidField === field ? null : state.invalidField };
}

export function applicationReducer(state: ApplicationState, action: ApplicationAction): ApplicationState {
  switch (action.type) {
    case 'edit': {
      const markable = action.field === 'full_name' || action.field === 'email' ? action.field : null;
      return edited(state, { ...state.values, [action.field]: action.value }, markable);
    }
    case 'toggle-sector': {
      const { sectors } = state.values;
      const next = sectors.includes(action.sector)
        ? sectors.filter((sector) => sector !== action.sector)
        : [...sectors, action.sector];
      return { ...state, values: { ...state.values, sectors: next } };
    }
    case 'set-consent':
      return edited(state, { ...state.values, consent: action.consent }, 'consent');
    case 'rejected':
      return { ...state, phase: 'editing', error: action.message, invalidField: action.field };
    case 'submitting':
      return { ...state, phase: 'submitting', error: null, invalidField: null };
    // What the visitor typed stays, so they can fix it and try again.
    case 'failed':
      return { ...state, phase: 'editing', error: action.message };
    case 'submitted':
      return { ...state, phase: 'submitted', error: null, dashboardToken: action.dashboardToken };
  }
}
