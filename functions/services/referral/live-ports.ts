/**
 * The production bindings of the referral ports: DynamoDB through the data layer, e-mail through
 * SES v2 (locally the outbox, by SES_ENDPOINT), and the payments table for whether a launch was paid.
 * The one composition root of the referral Lambdas (and of the lead form, which shares its rate
 * limiter); unit tests build their own ports instead.
 */
import { randomUUID } from 'node:crypto';
import { sendMail } from '../../adapters/mailer.ts';
import { requiredEnv } from '../../adapters/env.ts';
import { getOnboarding } from '../../adapters/db/onboardings.ts';
import { getSetupCall } from '../../adapters/db/setup-calls.ts';
import {
  claimReferralShortLink,
  getReferralShortLink,
  referrerOfSlug,
  referrerOfLinkId,
  rememberReferralLinkId,
} from '../../adapters/db/referral-short-links.ts';
import { payoutAccountOf } from '../payouts/account.ts';
import { issueDashboardLinkCode } from '../payouts/link-code.ts';
import { getPayoutAccount, linkCodeHash, saveDashboardLinkCode } from '../../adapters/db/payouts.ts';
import { findPaidPaymentForLaunch } from '../../adapters/db/payments.ts';
import { hitRateLimit } from '../../adapters/db/rate-limits.ts';
import {
  completeReferralActivity,
  findActivityByReferredEmail,
  findActivityByResumeToken,
  getApplicantByDashboardToken,
  getApplicantByEmail,
  getApplicantById,
  listReferralActivities,
  proveReferralActivity,
  proveReferredEmail,
  storeReferralActivity,
  storeReferralApplicant,
} from '../../adapters/db/referrals.ts';
import { newDashboardToken, newReferralLinkId } from '../../domain/ids.ts';
import { isLaunchPaid } from '../launch/paid.ts';
import type { ReferralLog, ReferralPorts, ReferralStore, ReferredLaunches } from './ports.ts';
import { logger } from '../../adapters/log.ts';

const dynamoReferralStore: ReferralStore = {
  proveReferredEmail: (email) => proveReferredEmail(email),
  proveActivity: (activity) => proveReferralActivity(activity),
  claimShortLink: (applicant) => claimReferralShortLink(applicant.id, applicant.full_name),
  shortLinkOf: getReferralShortLink,
  referrerOfShortLink: referrerOfSlug,
  rememberLinkId: (applicant) => rememberReferralLinkId(applicant.id, applicant.referral_link_id),
  referrerOfLinkId,
  createApplicant: storeReferralApplicant,
  getApplicantByEmail,
  getApplicantByDashboardToken,
  getApplicantById,
  recordActivity: storeReferralActivity,
  listActivities: (referrerId, page) => listReferralActivities(referrerId, page),
  findActivityByReferredEmail,
  findActivityByResumeToken,
  completeActivity: (activity, change) => completeReferralActivity(activity, change),
};

/** A referred launch's own records: the onboarding card, its setup call and its paid payment. */
const referredLaunches: ReferredLaunches = {
  async launchOf(resumeToken) {
    const onboarding = await getOnboarding(resumeToken);
    if (!onboarding) return undefined;
    const [call, paid] = await Promise.all([
      getSetupCall(resumeToken),
      isLaunchPaid(findPaidPaymentForLaunch, resumeToken),
    ]);
    return {
      business_name: onboarding.business_name,
      call_booked: call?.status === 'booked',
      paid,
      live: onboarding.live_at !== null,
    };
  },
};

let completionPorts: ReferralPorts | undefined;
let ports: ReferralPorts | undefined;

/**
 * What recording, backing and completing a referral need (the launch chat, a booking, a payment,
 * marking a launch live): no dashboard rows, link codes or payouts, so those handlers bundle none
 * of the payouts' Paystack code (the 300 KB bundle cap).
 */
export function referralCompletionPorts(): ReferralPorts {
  completionPorts ??= {
    store: dynamoReferralStore,
    sendMail: async (mail) => {
      await sendMail(mail);
    },
    log: logger('referral') satisfies ReferralLog,
    ids: { newApplicantId: randomUUID, newActivityId: randomUUID, newReferralLinkId, newDashboardToken },
    now: Date.now,
    siteUrl: requiredEnv('SITE_URL'),
    rateLimiter: hitRateLimit,
  };
  return completionPorts;
}

/** Built on first use, so the local runtime can set SITE_URL and endpoints before any call. */
export function referralPorts(): ReferralPorts {
  ports ??= {
    ...referralCompletionPorts(),
    launches: referredLaunches,
    issueLinkCode: (referrerId) =>
      issueDashboardLinkCode(
        { store: { saveLinkCode: saveDashboardLinkCode }, hashLinkCode: linkCodeHash },
        referrerId,
      ),
    payouts: {
      // Only the stored account: the dashboard's handler binds none of the transfers' Paystack code.
      account: (referrerId) => payoutAccountOf({ store: { getAccount: getPayoutAccount } }, referrerId),
      businessName: async (resumeToken) => (await getOnboarding(resumeToken))?.business_name ?? null,
    },
  };
  return ports;
}
