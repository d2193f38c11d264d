/**
 * What the referral use cases need from the outside world. `live-ports.ts` binds these to
 * DynamoDB and SES; unit tests bind in-memory fakes.
 */

import type { ReferralActivityRecord } from '../../domain/contracts/records/referral-activity.ts';
import type { ReferralApplicant } from '../../domain/contracts/records/referral-applicant.ts';
import type { RateLimiter } from '../shared/rate-limits.ts';
import type { PayoutAccountView } from '../../domain/contracts/payouts.ts';
import type { Created, Recorded } from '../../adapters/db/outcome.ts';

/** The stored records, as their schemas describe them (functions/domain/contracts/records). */
export type { ReferralActivityRecord, ReferralApplicant };

/** What the store's conditional writes found (adapters/db/outcome.ts); the use case judges 'taken'. */
export type CreateApplicantOutcome = Created;
export type RecordActivityOutcome = Recorded;

export interface ActivityPage {
  readonly items: readonly ReferralActivityRecord[];
  readonly cursor: string | null;
}

export interface ReferralStore {
  /** Creates the applicant and claims its e-mail in one transaction; a second claim is 'taken'. */
  createApplicant(applicant: ReferralApplicant): Promise<CreateApplicantOutcome>;
  getApplicantByEmail(email: string): Promise<ReferralApplicant | undefined>;
  getApplicantByDashboardToken(token: string): Promise<ReferralApplicant | undefined>;
  getApplicantById(id: string): Promise<ReferralApplicant | undefined>;
  /** Records a pending activity; a referred e-mail that is already claimed is 'taken'. */
  recordActivity(activity: ReferralActivityRecord): Promise<RecordActivityOutcome>;
  /** Newest first. */
  listActivities(referrerId: string, page: { cursor: string | null; limit: number }): Promise<ActivityPage>;
  findActivityByReferredEmail(email: string): Promise<ReferralActivityRecord | undefined>;
  findActivityByResumeToken(resumeToken: string): Promise<ReferralActivityRecord | undefined>;
  /**
   * Moves a pending activity to completed with its commission, conditionally on it still being
   * pending. Resolves false when it was not pending any more: that is how "pays once" holds under races.
   */
  completeActivity(
    activity: ReferralActivityRecord,
    change: { commission_earned: number; completed_at: string },
  ): Promise<boolean>;
  /** Marks the activity of a referred e-mail proven (once); resolves whether this call did. */
  proveReferredEmail(email: string): Promise<boolean>;
  /** Marks this activity proven (once), however it was found; resolves whether this call did. */
  proveActivity(activity: ReferralActivityRecord): Promise<boolean>;
  /**
   * The partner's short-link slug, claimed from their name the first time (issue #26); undefined
   * when none could be had. Stores without short links leave these out.
   */
  claimShortLink?(applicant: Pick<ReferralApplicant, 'id' | 'full_name'>): Promise<string | undefined>;
  /** The partner's slug, if they have one (read only). */
  shortLinkOf?(applicantId: string): Promise<string | undefined>;
  /** The partner whose slug this is. */
  referrerOfShortLink?(slug: string): Promise<string | undefined>;
  /** Remembers whose `ref_` link id this is (a no-op when already remembered). */
  rememberLinkId?(applicant: Pick<ReferralApplicant, 'id' | 'referral_link_id'>): Promise<void>;
  /** The partner whose `ref_` link id this is. */
  referrerOfLinkId?(linkId: string): Promise<string | undefined>;
}

/** How far a referred launch has come, read from its own records (onboarding, setup call, payments). */
export interface ReferredLaunch {
  readonly business_name: string | null;
  readonly call_booked: boolean;
  readonly paid: boolean;
  readonly live: boolean;
}

export interface ReferredLaunches {
  /** Undefined when no launch has the token. */
  launchOf(resumeToken: string): Promise<ReferredLaunch | undefined>;
}

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export type SendMail = (mail: OutgoingMail) => Promise<void>;

/** Structured log lines; callers pass no raw e-mail addresses (see emailFingerprint). */
export interface ReferralLog {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
}

export interface ReferralIds {
  newApplicantId(): string;
  newActivityId(): string;
  newReferralLinkId(): string;
  newDashboardToken(): string;
}

export interface ReferralPorts {
  readonly store: ReferralStore;
  readonly sendMail: SendMail;
  readonly log: ReferralLog;
  readonly ids: ReferralIds;
  /** epoch milliseconds */
  readonly now: () => number;
  /** Public origin the e-mailed links point at (SITE_URL). */
  readonly siteUrl: string;
  /** The one rate-limit adapter, for the referral handlers' limits (functions/domain/rate-limits.ts). */
  readonly rateLimiter: RateLimiter;
  /**
   * The referred launches, for the stage and business name the dashboard shows (issue #26); without
   * it a row shows only what its activity knows.
   */
  readonly launches?: ReferredLaunches;
  /**
   * Issues the link code each dashboard-link e-mail carries (issue #29): the newest one may save
   * a payout account for an hour. Absent (unit fakes): links carry no code.
   */
  readonly issueLinkCode?: (referrerId: string) => Promise<string>;
  /** The payout side of the dashboard (issue #29). Absent: no account, no business names. */
  readonly payouts?: {
    account(referrerId: string): Promise<PayoutAccountView | null>;
    businessName(resumeToken: string): Promise<string | null>;
  };
}
