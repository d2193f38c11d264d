import type { RateLimiter } from '../shared/rate-limits.ts';
import type { OnboardingProgress } from '../../adapters/db/onboardings.ts';
import type { Onboarding } from '../../domain/contracts/records/onboarding.ts';
import type { LaunchReferral, LaunchReferralOutcome } from '../referral/attribution.ts';

/** One ai_failure_tracking call: Q failed after every attempt and the chat showed its fixed text. */
export interface AiFailureReport {
  readonly id: string;
  readonly resume_token: string;
  /** the launch step the visitor was on */
  readonly last_step: string;
  readonly sector: string | null;
  /** the prompt's first 200 characters */
  readonly prompt: string;
  readonly attempts: number;
  readonly last_error: string;
  readonly created_at: string;
}

export interface OnboardingStore {
  get(resumeToken: string): Promise<Onboarding | undefined>;
  upsert(progress: OnboardingProgress): Promise<Onboarding>;
}

export interface AiFailureReportStore {
  record(report: AiFailureReport): Promise<void>;
}

export type { RateLimiter };

export interface LaunchLog {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
}

/** What the launch-onboarding use case needs from the outside world. */
export interface LaunchOnboardingPorts {
  readonly onboardings: OnboardingStore;
  readonly failureReports: AiFailureReportStore;
  /** recordReferralFromLaunch bound to its ports; never throws on a business outcome. */
  readonly recordReferral: (launch: LaunchReferral) => Promise<LaunchReferralOutcome>;
  readonly rateLimiter: RateLimiter;
  /** Whether the launch of this resume token has a paid payment (the payments table). */
  readonly isPaid: (resumeToken: string) => Promise<boolean>;
  readonly log: LaunchLog;
  readonly now: () => number;
  readonly newId: () => string;
}
