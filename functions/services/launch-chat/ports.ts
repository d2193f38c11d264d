import type { RateLimiter } from '../shared/rate-limits.ts';
import type {
  AiFailureReport,
  Onboarding,
  OnboardingProgress,
} from '../../domain/contracts/records/index.ts';
import type { LaunchReferral, LaunchReferralOutcome } from '../referral/attribution.ts';

/** One ai_failure_tracking call, as stored (records/ai-failure-report.ts). */
export type { AiFailureReport };

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

/** What the launch-chat-onboarding use case needs from the outside world. */
export interface LaunchOnboardingPorts {
  readonly onboardings: OnboardingStore;
  readonly failureReports: AiFailureReportStore;
  /** recordReferralFromLaunch bound to its ports; never throws on a business outcome. */
  readonly recordReferral: (launch: LaunchReferral) => Promise<LaunchReferralOutcome>;
  /** The partner's applicant id for a `?ref=` value (a `ref_` link id is looked up); optional in tests. */
  readonly resolveReferrer?: (carried: string) => Promise<string>;
  readonly rateLimiter: RateLimiter;
  /** Links a saved widget chat to this launch, once (adapters/db/chat-sessions.ts); false when it was not. */
  readonly linkChatSession: (sessionId: string, resumeToken: string) => Promise<boolean>;
  /** The chat session a link Q sent names (adapters/db/q-chat-links.ts); undefined for an unknown token. */
  readonly chatOfLink: (token: string) => Promise<string | undefined>;
  /** Whether the launch of this resume token has a paid payment (services/launch/paid.ts). */
  readonly isLaunchPaid: (resumeToken: string) => Promise<boolean>;
  readonly log: LaunchLog;
  readonly now: () => number;
  readonly newId: () => string;
}
