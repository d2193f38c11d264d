/**
 * The data layer's public surface: one named function per access pattern, the records they
 * return; their refusals are AppErrors (functions/domain/app-error.ts).
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
export { lagosDate } from './lagos-date.ts';
export type { Page, PageRequest } from './page.ts';
export type { ChatSession, ChatMessage, ChatSessionStatus } from './entities/chat-session.ts';
export type { LaunchRequest, LaunchRequestSummary } from './entities/launch-request.ts';
export type { Onboarding } from './entities/onboarding.ts';
export type { ReferralApplicant } from './entities/referral-applicant.ts';
export type {
  ReferralActivity,
  ReferralActivityKey,
  ReferralActivityStatus,
} from './entities/referral-activity.ts';
export type { Payment, PaymentStatus } from './entities/payment.ts';
export type { Lead } from './entities/lead.ts';
export type { OtpChallenge } from './entities/otp-challenge.ts';
export type { WsConnection } from './entities/ws-connection.ts';
