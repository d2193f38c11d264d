/**
 * How much of an id the staff lists show where a card has no better name.
 */

export const ONBOARDING_CARD_TOKEN_PREFIX_CHARS = 8;
export const UNTITLED_SESSION_SUFFIX_CHARS = 8;
