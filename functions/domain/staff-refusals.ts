/**
 * What the staff screens say when a call is refused or fails, written once: the admin handlers
 * raise the refusals (functions/handlers/lib/admin-auth.ts takes each route's own), and the
 * dashboard shows them as they come (ApiError's message). A fault (5xx, no product's words) has
 * no server to word it, so the screen shows the fault sentence from here; no answer at all is
 * the web's one shared sentence (web/src/lib/api-client.ts).
 */

/** The spec's error catalogue (section 8), verbatim. */
export const LAUNCH_REQUESTS_REFUSED = 'Failed to load launch requests. Check your admin permissions.';
export const LAUNCH_REQUESTS_FAILED = 'Failed to load launch requests';
export const ONBOARDING_REFUSED = 'Failed to fetch onboarding records. Please check your admin permissions.';
export const ONBOARDING_FAILED = 'An unexpected error occurred while fetching records.';
export const CHAT_SESSIONS_FAILED = 'Failed to load chat sessions';
export const STATUS_UPDATE_FAILED = 'Failed to update session status';

/** What a staff member asked to see, as the reveal sentences name it. */
export const REVEALED_LABELS = {
  bvn: 'BVN',
  id_document: 'ID document',
  bank_details: 'Bank details',
  account_number: 'account number',
} as const;
export type RevealedThing = keyof typeof REVEALED_LABELS;

/** 401/403 on a reveal: the caller is not (or no longer) an admin. */
export const revealRefused = (what: RevealedThing): string =>
  `Could not show the ${REVEALED_LABELS[what]}: admin access is required. Sign in again as an admin.`;

/** A reveal that failed with no refusal worded (a fault). */
export const revealFailed = (what: RevealedThing): string =>
  `Could not show the ${REVEALED_LABELS[what]}. Please try again.`;
