/**
 * Sizes and truncations of what the web app shows: frame heights, shortened ids, error excerpts.
 */

export const SCHEDULING_FRAME_HEIGHT_PX = 720;
export const ADMIN_LIST_HEIGHT_PX = 600;
export const ONBOARDING_ERROR_LOG_ENTRIES = 10;
export const ONBOARDING_ERROR_STACK_CHARS = 500;
export const FAILURE_PROMPT_CONSOLE_CHARS = 100;
