import {
  FEATURE_UPDATE_KEYS,
  LOCAL_STORAGE_KEYS,
  ONBOARDING_DRAFT_KEYS,
  SESSION_STORAGE_KEYS,
} from '@domain/storage-keys.ts';
import { ONBOARDING_ERROR_LOG_ENTRIES, ONBOARDING_ERROR_STACK_CHARS } from '../../lib/display-sizes.ts';

/** Storage may be blocked or full; the page must work regardless. */
function attempt<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

export function processedPaymentReference(): string | null {
  return attempt(() => localStorage.getItem(LOCAL_STORAGE_KEYS.processedPaymentReference), null);
}

/**
 * After a confirmed payment: remember the reference (a reload succeeds at once) and clear the
 * onboarding drafts; a feature update also clears the new-features selection and application id.
 */
export function recordConfirmedPayment(reference: string, isFeatureUpdate: boolean): void {
  attempt(() => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.processedPaymentReference, reference);
    const drafts: readonly string[] = [...ONBOARDING_DRAFT_KEYS, LOCAL_STORAGE_KEYS.selectedServiceType];
    for (const key of drafts) localStorage.removeItem(key);
    if (isFeatureUpdate) for (const key of FEATURE_UPDATE_KEYS) localStorage.removeItem(key);
  }, undefined);
}

export interface OnboardingErrorRecord {
  readonly step: string;
  readonly timestamp: string;
  readonly errorName: string;
  readonly message: string;
  /** the first 500 characters */
  readonly stack: string | null;
  readonly context: Readonly<Record<string, unknown>>;
  readonly onboardingState: unknown;
  readonly userAgent: string;
  readonly url: string;
}

function parsed(text: string | null): unknown {
  if (!text) return null;
  return attempt(() => JSON.parse(text) as unknown, text);
}

export function onboardingErrors(): OnboardingErrorRecord[] {
  const stored = parsed(attempt(() => sessionStorage.getItem(SESSION_STORAGE_KEYS.onboardingErrors), null));
  return Array.isArray(stored) ? (stored as OnboardingErrorRecord[]) : [];
}

/** Appends to this tab's onboardingErrors, keeping the last 10 records. */
export function recordOnboardingError(
  step: string,
  error: unknown,
  context: Readonly<Record<string, unknown>> = {},
): void {
  const failure = error instanceof Error ? error : new Error(String(error));
  const record: OnboardingErrorRecord = {
    step,
    timestamp: new Date().toISOString(),
    errorName: failure.name,
    message: failure.message,
    stack: failure.stack ? failure.stack.slice(0, ONBOARDING_ERROR_STACK_CHARS) : null,
    context,
    onboardingState: parsed(
      attempt(() => localStorage.getItem(LOCAL_STORAGE_KEYS.onboardingFlowState), null),
    ),
    userAgent: navigator.userAgent,
    url: location.href,
  };
  const kept = [...onboardingErrors(), record].slice(-ONBOARDING_ERROR_LOG_ENTRIES);
  attempt(
    () => sessionStorage.setItem(SESSION_STORAGE_KEYS.onboardingErrors, JSON.stringify(kept)),
    undefined,
  );
}

/** The signed-in user's name as the auth feature mirrors it, for a greeting; null when unknown. */
export function storedUserName(): string | null {
  const user = parsed(attempt(() => localStorage.getItem(LOCAL_STORAGE_KEYS.user), null));
  if (typeof user !== 'object' || user === null) return null;
  const name = (user as { name?: unknown }).name;
  return typeof name === 'string' && name.trim() && !name.includes('@') ? name.trim() : null;
}
