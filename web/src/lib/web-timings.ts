/**
 * The web app's own waits, in milliseconds: simulated steps, caches, redirects and toasts.
 */

export const PLAN_PROCESSING_DELAY_MS = 1_000;
export const BVN_SIMULATION_DELAY_MS = 2_000;
export const ADMIN_CHECK_CACHE_MS = 5 * 60 * 1_000;
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 5_000;
export const CLOSING_REDIRECT_MS = 2_000;
export const INVALID_TOKEN_REDIRECT_MS = 1_000;
