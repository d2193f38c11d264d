/**
 * The referral programme's use cases. Each takes its ports first; `live-ports.ts` builds the
 * production ones (DynamoDB, SES), so a caller in a Lambda writes e.g.
 * `await markLaunchLive(referralPorts(), launchPayments, resumeToken)`.
 */
export { applyForReferral, type ReferralApplication } from './apply.ts';
export { sendDashboardLink } from './dashboard-link.ts';
export { readDashboard, MAX_ACTIVITIES_READ } from './dashboard.ts';
export { ensureShortLink, resolveShortLink, shortLinkNotFound } from './short-link.ts';
export { backReferralWithBooking, type BookedLaunch } from './booking-referral.ts';
export {
  recordReferralFromLaunch,
  markBusinessLive,
  markLaunchLive,
  type LaunchPayments,
  type PaidLaunch,
  type MarkLaunchLiveOutcome,
  type LaunchReferral,
  type LaunchReferralOutcome,
  type LiveBusiness,
  type MarkLiveOutcome,
} from './attribution.ts';
export { dashboardLinkEmail, type DashboardLinkReason } from './dashboard-link-email.ts';
export { dashboardLinkFor } from './links.ts';
export {
  DUPLICATE_EMAIL_MESSAGE,
  NO_ACCOUNT_MESSAGE,
  NO_DASHBOARD_ACCESS_MESSAGE,
  MAGIC_LINK_FAILED_MESSAGE,
  DASHBOARD_NOT_FOUND_MESSAGE,
} from './refusals.ts';
export type * from './ports.ts';
