import { createMockOnboarding } from '../../fixtures/records.ts';
import type { OnboardingProgress } from '../../../functions/adapters/db/onboardings.ts';
import type { Onboarding } from '../../../functions/domain/contracts/records/onboarding.ts';
import type {
  LaunchReferral,
  LaunchReferralOutcome,
} from '../../../functions/services/referral/attribution.ts';
import type { RateLimitRule } from '../../../functions/domain/rate-limits.ts';
import type {
  AiFailureReport,
  LaunchOnboardingPorts,
} from '../../../functions/services/launch-chat/ports.ts';

export const RESUME_TOKEN = '0b3e9a52-6d1f-4a8e-b7c4-5e2d1f0a9c8b';
export const NOW = Date.parse('2026-01-05T09:00:00.000Z');

/** An in-memory onboarding table that merges like the data layer: given fields change, created_at once. */
export function memoryOnboardings() {
  const records = new Map<string, Onboarding>();
  const upserts: OnboardingProgress[] = [];
  return {
    records,
    upserts,
    get: async (token: string) => records.get(token),
    upsert: async (progress: OnboardingProgress) => {
      upserts.push(progress);
      const { resume_token: token, now: _now, unless_stage_completed: unless, ...changes } = progress;
      const current = records.get(token);
      if (current && unless !== undefined && current.stage_completed === unless) return current;
      const given = Object.fromEntries(
        Object.entries(changes).filter(([, value]) => value !== undefined && value !== null),
      );
      const stored =
        records.get(token) ??
        createMockOnboarding({
          resume_token: token,
          business_type: null,
          stage_completed: null,
          last_step: null,
        });
      const next = { ...stored, ...given } as Onboarding;
      records.set(token, next);
      return next;
    },
  };
}

/** A fixed-window limiter over a Map, counting per key like the DynamoDB counter. */
export function memoryLimiter() {
  const hits = new Map<string, number>();
  return async (key: string, rule: RateLimitRule) => {
    const count = (hits.get(key) ?? 0) + 1;
    hits.set(key, count);
    const allowed = count <= rule.limit;
    return { allowed, retryAfterSeconds: allowed ? 0 : rule.windowSeconds, count };
  };
}

export interface FakeLaunchPorts extends LaunchOnboardingPorts {
  readonly store: ReturnType<typeof memoryOnboardings>;
  readonly reports: AiFailureReport[];
  readonly referrals: LaunchReferral[];
  readonly warnings: string[];
  /** resume tokens whose launch counts as paid */
  readonly paid: Set<string>;
  /** widget chats linked to a launch: [session id, resume token] */
  readonly links: [string, string][];
  /** Links Q sent outside the site: token -> the chat session it was sent in (issue #30). */
  readonly qChatLinks: Map<string, string>;
}

export function fakePorts(
  options: { referralOutcome?: () => Promise<LaunchReferralOutcome> } = {},
): FakeLaunchPorts {
  const store = memoryOnboardings();
  const reports: AiFailureReport[] = [];
  const referrals: LaunchReferral[] = [];
  const warnings: string[] = [];
  let ids = 0;
  const paid = new Set<string>();
  const links: [string, string][] = [];
  const qChatLinks = new Map<string, string>();
  return {
    links,
    qChatLinks,
    chatOfLink: async (token) => qChatLinks.get(token),
    linkChatSession: async (sessionId, resumeToken) => {
      links.push([sessionId, resumeToken]);
      return true;
    },
    store,
    reports,
    referrals,
    warnings,
    onboardings: store,
    failureReports: {
      record: async (report) => {
        reports.push(report);
      },
    },
    recordReferral: async (launch) => {
      referrals.push(launch);
      return options.referralOutcome ? options.referralOutcome() : { outcome: 'unknown_referrer' };
    },
    rateLimiter: memoryLimiter(),
    isLaunchPaid: async (resumeToken) => paid.has(resumeToken),
    paid,
    log: { info: () => undefined, warn: (message) => warnings.push(message) },
    now: () => NOW,
    newId: () => `report-${(ids += 1)}`,
  };
}
