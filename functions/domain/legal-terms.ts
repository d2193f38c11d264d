/**
 * What the terms and the privacy policy promise (the legal pages state it, Q answers with it).
 */

export const TERMS_CHANGE_NOTICE_DAYS = 30;
export const WHATSAPP_RETENTION_MONTHS = 12;
export const ANALYTICS_ANONYMISED_AFTER_MONTHS = 24;
export const PRIVACY_RESPONSE_BUSINESS_DAYS = { min: 2, max: 5 } as const;
export const MINIMUM_USER_AGE = 18;
export const LEGAL_LAST_UPDATED = 'August 14, 2025';
