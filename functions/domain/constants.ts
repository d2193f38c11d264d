/**
 * Business constants and limits of both specifications (section 9), written once for the web app
 * and the functions. Durations are in milliseconds unless the name says otherwise.
 */

// --- Money and plans -------------------------------------------------------------------------

export const CURRENCY = 'NGN';
export const NAIRA_LOCALE = 'en-NG';

/** One-time setup fee of the Banking Platform plan, shown with the 'Starting from' label. */
export const BANKING_PLATFORM_SETUP_FEE_NGN = 5_000_000;
export const SETUP_FEE_PRICE_LABEL = 'Starting from';

export const PREMIUM_SUPPORT_MONTHLY_NGN = 150_000;
export const BASIC_SUPPORT_MONTHLY_NGN = 0;

export const PREMIUM_SUPPORT_FEATURES = [
  '24/7 priority support',
  'Dedicated account manager',
  'Live chat & phone support',
  'Custom integration support',
  'Weekly strategy calls',
  'Priority feature requests',
  'SLA guarantees',
] as const;

export const BASIC_SUPPORT_FEATURES = [
  'Email support (reply within 48 hours)',
  'Documentation',
  'Community forum',
  'Troubleshooting guides',
] as const;

// --- Referral programme -------------------------------------------------------------------------

/** 10% of the setup fee when a referred business goes live. */
export const REFERRAL_COMMISSION_RATE = 0.1;
export const REFERRAL_COMMISSION_LABEL = '10%';
export const REFERRAL_PAYOUT_DAYS_AFTER_GO_LIVE = 30;
/** A visit with ?ref= counts for a launch that finalises within this many days. */
export const REFERRAL_ATTRIBUTION_WINDOW_DAYS = 60;
export const REFERRAL_SOURCE = 'website';

// --- Promises made on the site -----------------------------------------------------------------

export const LAUNCH_DAYS = { min: 10, max: 14 } as const;
export const LAUNCH_TIME_LABEL = '10-14 days';
export const CUSTOM_BUILD_TIME_LABEL = '3-6 months';
export const COST_SAVING_PERCENT = 70;
export const SPEED_MULTIPLIER = 5;
export const APPLICATION_REVIEW_HOURS = 24;
export const DEVELOPMENT_START_DAYS = { min: 2, max: 3 } as const;
export const SETUP_CALL_MINUTES = 30;
export const SETUP_CALL_IS_FREE = true;

// --- Legal and privacy --------------------------------------------------------------------------

export const TERMS_CHANGE_NOTICE_DAYS = 30;
export const WHATSAPP_RETENTION_MONTHS = 12;
export const ANALYTICS_ANONYMISED_AFTER_MONTHS = 24;
export const PRIVACY_RESPONSE_BUSINESS_DAYS = { min: 2, max: 5 } as const;
export const MINIMUM_USER_AGE = 18;
export const COPYRIGHT_YEAR = 2025;
export const LEGAL_LAST_UPDATED = 'August 14, 2025';

// --- Contact ----------------------------------------------------------------------------------

export interface BusinessHours {
  readonly days: string;
  /** null when closed */
  readonly hours: string | null;
}

export const BUSINESS_TIME_ZONE = 'WAT';
export const BUSINESS_HOURS: readonly BusinessHours[] = [
  { days: 'Mon-Fri', hours: '9:00-18:00 WAT' },
  { days: 'Sat', hours: '10:00-16:00 WAT' },
  { days: 'Sun', hours: null },
];

// --- Field limits -------------------------------------------------------------------------------

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

// --- Chat widget and AI guide Q -----------------------------------------------------------------

export const CHAT_CONTEXT_MESSAGES_KEPT = 5;
export const QUICK_SUGGESTION_COUNT = 4;

/**
 * Server caps on what a chat call may carry. The widget sends the full history with every message
 * and the launch chat embeds the idea and answers in its prompts, so one message may be longer than
 * what a person types (assistant replies run to ~2,500 characters at the model's output limit).
 * 50 messages is 25 turns, well past a sales conversation. 48 KB of content keeps a full body under
 * the 64 KB request cap even after JSON escaping, and bounds the model's input cost per call.
 * Over any cap the server answers 413 rather than saving or sending a truncated history.
 */
export const CHAT_LIMITS = {
  maxMessageChars: 4_000,
  maxMessages: 50,
  maxTotalBytes: 48 * 1024,
} as const;
/** What a person may type in one chat, idea or answer box (the web inputs' maxLength). */
export const CHAT_INPUT_MAX_CHARS = 2_000;

export const AI_MAX_ATTEMPTS = 2;
export const AI_BACKOFF_MS_PER_ATTEMPT = 1_000;
/** Wait before retry number `attempt` (1-based): 1000 ms times the attempt number. */
export const aiBackoffMs = (attempt: number): number => AI_BACKOFF_MS_PER_ATTEMPT * attempt;

/** Rules the launch chat gives the AI for a sector overview. */
export const AI_OVERVIEW_RULES = { maxWords: 70, bullets: 3, tipLabel: 'Tip:' } as const;

/** Value of the x-context header sent by the launch chat. */
export const LAUNCH_CHAT_CONTEXT = 'launch-flow';

export const DEFAULT_TEST_MESSAGE =
  "Hello! I'm thinking of starting a fintech in Nigeria. Can you help me get started?";

// --- Timings of the web app ---------------------------------------------------------------------

export const PLAN_PROCESSING_DELAY_MS = 1_000;
export const BVN_SIMULATION_DELAY_MS = 2_000;
export const ADMIN_CHECK_CACHE_MS = 5 * 60 * 1_000;
export const CLIENT_LOGO_MARQUEE_SECONDS = 12;
export const TESTIMONIAL_STARS = 5;
export const TESTIMONIAL_CARD_COUNT = 4;
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 5_000;
export const CLOSING_REDIRECT_MS = 2_000;
export const INVALID_TOKEN_REDIRECT_MS = 1_000;

// --- Sizes and truncations ----------------------------------------------------------------------

export const SCHEDULING_FRAME_HEIGHT_PX = 720;
export const ADMIN_LIST_HEIGHT_PX = 600;
export const ONBOARDING_CARD_TOKEN_PREFIX_CHARS = 8;
export const UNTITLED_SESSION_SUFFIX_CHARS = 8;
export const ONBOARDING_ERROR_LOG_ENTRIES = 10;
export const ONBOARDING_ERROR_STACK_CHARS = 500;
export const FAILURE_PROMPT_MAX_CHARS = 200;
export const FAILURE_PROMPT_CONSOLE_CHARS = 100;

// --- Sign-in codes ------------------------------------------------------------------------------

export const OTP_RULES = {
  digits: 6,
  ttlMs: 5 * 60 * 1_000,
  maxAttempts: 3,
} as const;

/**
 * How long after a code is mailed a new ask for one is taken for Cognito retrying the same request
 * and answered with the open code instead of a new e-mail (services/auth/create-auth-challenge.ts).
 * The sign-in screen keeps "Resend code" waiting this long, so it never says a code went out when
 * none did (issue #26).
 */
export const CODE_RESEND_WAIT_MS = 20_000;
