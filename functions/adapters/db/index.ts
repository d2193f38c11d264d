/**
 * The data layer's public surface: one named function per access pattern, the records they
 * return; what a write found is a typed outcome (outcome.ts) the service judges, never an AppError.
 */
export {
  saveChatSession,
  getChatSession,
  listChatSessions,
  updateChatSessionStatus,
  countChatSessionsCreatedOn,
  type SaveChatSessionInput,
  type SavedChatSession,
  type ListChatSessionsRequest,
} from './chat-sessions.ts';
export {
  saveLaunchRequestStep,
  getLaunchRequest,
  listLaunchRequests,
  type LaunchRequestStep,
  type ListLaunchRequestsRequest,
} from './launch-requests.ts';
export {
  upsertOnboarding,
  getOnboarding,
  listOnboarding,
  type OnboardingProgress,
  type ListOnboardingRequest,
} from './onboardings.ts';
export {
  createReferralApplicant,
  getApplicantById,
  getApplicantByEmail,
  getApplicantByDashboardToken,
  recordReferralActivity,
  listReferralActivities,
  findActivityByReferredEmail,
  findActivityByResumeToken,
  completeReferralActivity,
  type NewReferralApplicant,
  type NewReferralActivity,
  type ReferralCompletion,
} from './referrals.ts';
export {
  createPayment,
  findPaidPaymentForLaunch,
  listPaymentsForLaunch,
  markPaymentDuplicate,
  setAuthorizationUrl,
  getPayment,
  markPaymentPaid,
  markPaymentFailed,
  type NewPayment,
  type PaymentEvidence,
  type PaymentTransition,
} from './payments.ts';
export { saveLead, getLead, type NewLead } from './leads.ts';
export {
  putOtpChallenge,
  getOtpChallenge,
  recordWrongAttempt,
  consumeOtpChallenge,
  type NewOtpChallenge,
} from './otp-challenges.ts';
export { hitRateLimit } from './rate-limits.ts';
export { putConnection, listConnections, deleteConnection } from './ws-connections.ts';
export { lagosDate } from '../../domain/lagos-date.ts';
export type { Page, PageRequest } from './page.ts';
// The records themselves are described once, in functions/domain/contracts/records.
export type { ChatSession } from '../../domain/contracts/records/chat-session.ts';
export type { LaunchRequest } from '../../domain/contracts/records/launch-request.ts';
export type { Onboarding } from '../../domain/contracts/records/onboarding.ts';
export type { ReferralApplicant } from '../../domain/contracts/records/referral-applicant.ts';
export type {
  ReferralActivityRecord,
  ReferralActivityKey,
  ReferralActivityStatus,
} from '../../domain/contracts/records/referral-activity.ts';
export type { Payment, PaymentStatus } from '../../domain/contracts/records/payment.ts';
export type { Lead } from '../../domain/contracts/records/lead.ts';
export type { OtpChallenge } from '../../domain/contracts/records/otp-challenge.ts';
export type { WsConnection } from '../../domain/contracts/records/ws-connection.ts';
