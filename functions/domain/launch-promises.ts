/**
 * Promises the site, the e-mails and Q make about a launch: how long it takes, what it saves, the setup call.
 */

export const LAUNCH_DAYS = { min: 10, max: 14 } as const;
export const LAUNCH_TIME_LABEL = '10-14 days';
export const CUSTOM_BUILD_TIME_LABEL = '3-6 months';
export const COST_SAVING_PERCENT = 70;
export const SPEED_MULTIPLIER = 5;
export const APPLICATION_REVIEW_HOURS = 24;
export const DEVELOPMENT_START_DAYS = { min: 2, max: 3 } as const;
export const SETUP_CALL_MINUTES = 30;
export const SETUP_CALL_IS_FREE = true;
