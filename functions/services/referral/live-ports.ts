/**
 * The production bindings of the referral ports: DynamoDB through the data layer, e-mail through
 * SES v2 (locally the outbox, by SES_ENDPOINT). This is the composition root Lambdas use; unit
 * tests build their own ports instead.
 */
import { randomUUID } from 'node:crypto';
import { sendMail } from '../../adapters/mailer.ts';
import { requiredEnv } from '../../adapters/env.ts';
import { hitRateLimit } from '../../adapters/db/rate-limits.ts';
import { isAppError } from '../../domain/app-error.ts';
import {
  completeReferralActivity,
  createReferralApplicant,
  findActivityByReferredEmail,
  findActivityByResumeToken,
  getApplicantByDashboardToken,
  getApplicantByEmail,
  getApplicantById,
  listReferralActivities,
  proveReferredEmail,
  recordReferralActivity,
} from '../../adapters/db/referrals.ts';
import { newDashboardToken, newReferralLinkId } from '../../domain/ids.ts';
import type { ReferralActivityRecord, ReferralLog, ReferralPorts, ReferralStore } from './ports.ts';
import type { RateLimiter } from '../shared/rate-limits.ts';
import { logger } from '../../adapters/log.ts';

function toActivityRecord(activity: ReferralActivityRecord): ReferralActivityRecord {
  return {
    id: activity.id,
    referrer_id: activity.referrer_id,
    referred_email: activity.referred_email,
    status: activity.status,
    commission_earned: activity.commission_earned,
    created_at: activity.created_at,
    onboarding_resume_token: activity.onboarding_resume_token,
    proven_at: activity.proven_at ?? null,
  };
}

const optionalActivity = (activity: ReferralActivityRecord | undefined) =>
  activity ? toActivityRecord(activity) : undefined;

export const dynamoReferralStore: ReferralStore = {
  proveReferredEmail: (email) => proveReferredEmail(email),
  async createApplicant(applicant) {
    try {
      await createReferralApplicant({
        ...applicant,
        dashboard_token: applicant.dashboard_token ?? undefined,
      });
      return 'created';
    } catch (error: unknown) {
      if (isAppError(error, 'duplicate_email')) return 'duplicate_email';
      throw error;
    }
  },
  getApplicantByEmail,
  getApplicantByDashboardToken,
  getApplicantById,
  async recordActivity(activity) {
    try {
      await recordReferralActivity(activity);
      return 'recorded';
    } catch (error: unknown) {
      if (isAppError(error, 'already_referred')) return 'already_referred';
      throw error;
    }
  },
  async listActivities(referrerId, page) {
    const result = await listReferralActivities(referrerId, page);
    return { items: result.items.map(toActivityRecord), cursor: result.cursor };
  },
  findActivityByReferredEmail: async (email) => optionalActivity(await findActivityByReferredEmail(email)),
  findActivityByResumeToken: async (token) => optionalActivity(await findActivityByResumeToken(token)),
  completeActivity: (activity, change) => completeReferralActivity(activity, change),
};

export const consoleReferralLog: ReferralLog = logger('referral');

let ports: ReferralPorts | undefined;

/** Built on first use, so the local runtime can set SITE_URL and endpoints before any call. */
export function referralPorts(): ReferralPorts {
  ports ??= {
    store: dynamoReferralStore,
    sendMail: async (mail) => {
      await sendMail(mail);
    },
    log: consoleReferralLog,
    ids: { newApplicantId: randomUUID, newActivityId: randomUUID, newReferralLinkId, newDashboardToken },
    now: Date.now,
    siteUrl: requiredEnv('SITE_URL'),
  };
  return ports;
}

/** The one rate-limit adapter, for the referral and lead handlers' limits (functions/domain/rate-limits.ts). */
export const rateLimiter = (): RateLimiter => hitRateLimit;
