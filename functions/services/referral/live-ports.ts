/**
 * The production bindings of the referral ports: DynamoDB through the data layer, e-mail through
 * SES v2 (locally the outbox, by SES_ENDPOINT). This is the composition root Lambdas use; unit
 * tests build their own ports instead.
 */
import { randomUUID } from 'node:crypto';
import { sendMail } from '../../adapters/mailer.ts';
import { requiredEnv } from '../../adapters/env.ts';
import { hitRateLimit } from '../../adapters/db/rate-limits.ts';
import { AlreadyReferredError, DuplicateEmailError } from '../../adapters/db/errors.ts';
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
import type { ReferralLog, ReferralPorts, ReferralStore } from './ports.ts';
import type { RateLimiter } from '../shared/rate-limits.ts';
import { logger } from '../../adapters/log.ts';

export const dynamoReferralStore: ReferralStore = {
  proveReferredEmail: (email) => proveReferredEmail(email),
  async createApplicant(applicant) {
    try {
      await createReferralApplicant(applicant);
      return 'created';
    } catch (error: unknown) {
      if (error instanceof DuplicateEmailError) return 'duplicate_email';
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
      if (error instanceof AlreadyReferredError) return 'already_referred';
      throw error;
    }
  },
  listActivities: (referrerId, page) => listReferralActivities(referrerId, page),
  findActivityByReferredEmail,
  findActivityByResumeToken,
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
