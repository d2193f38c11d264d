/**
 * Field limits: one cap per kind of field, shared by the contracts and the web forms.
 */

/*
 * Longest text, in characters after trimming, the API accepts in each kind of field. The contracts
 * enforce them (LIMITS in contracts/fields.ts); the web forms use them as maxLength, so typing stops
 * where the server would refuse.
 */
export const NAME_MAX_CHARS = 120;
export const PHONE_MAX_CHARS = 32;
export const BUSINESS_NAME_MAX_CHARS = 200;
export const BUSINESS_TYPE_MAX_CHARS = 80;
/** Bank names, statuses, sources and other short labels. */
export const SHORT_LABEL_MAX_CHARS = 50;
export const NOTE_MAX_CHARS = 2_000;
export const SEARCH_MAX_CHARS = 200;
export const CURSOR_MAX_CHARS = 2_048;
export const ERROR_TEXT_MAX_CHARS = 1_000;
export const URL_MAX_CHARS = 2_048;
export const FAILURE_PROMPT_MAX_CHARS = 200;
