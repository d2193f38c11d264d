/**
 * Every key the web app keeps in browser storage. The unversioned names are the spec's own; keys
 * introduced by this product carry a version so a shape change can move to a new key cleanly.
 */
export const LOCAL_STORAGE_KEYS = {
  pendingOnboardingData: 'pendingOnboardingData',
  onboardingFlowState: 'onboardingFlowState',
  selectedServiceType: 'selectedServiceType',
  processedPaymentReference: 'processedPaymentReference',
  selectedNewFeatures: 'selectedNewFeatures',
  applicationId: 'applicationId',
  onboardingForm: 'onboardingForm',
  onboardingStep: 'onboardingStep',
  /** Last messages of the widget chat, handed to the launch chat and then removed. */
  chatContext: 'chat_context',
  /** The signed-in user mirrored from the auth state. */
  user: 'quarter.user.v1',
  chatSession: 'quarter.chat.session.v1',
  chatStats: 'quarter.chat.stats.v1',
  /** The launch chat's resume token (a UUID), so a reload continues the same onboarding record. */
  launchResumeToken: 'quarter.launch.resume-token.v1',
  /** The ?ref= applicant id and when it was seen, for the attribution window. */
  referralAttribution: 'quarter.referral.attribution.v1',
  /** The booked launch chat's recap, shown on a later visit to /launch until a new idea (issue #26). */
  launchRecap: 'quarter.launch.recap.v1',
  /** The `chat` token of a /launch link Q sent on WhatsApp, sent with every launch save (issue #30). */
  qChatLink: 'quarter.launch.q-chat-link.v1',
  /** Chat and launch-chat saves that did not reach the server yet (web/src/lib/save-queue.ts). */
  pendingSaves: 'quarter.pending-saves.v1',
} as const;

export const SESSION_STORAGE_KEYS = {
  /** Last 10 onboarding error records of this tab. */
  onboardingErrors: 'onboardingErrors',
  /** The payment link's checkout started in this tab: reference, resume token and payer e-mail (issue #26). */
  linkCheckout: 'quarter.checkout.link.v1',
} as const;

/** Onboarding drafts cleared after a successful payment verification. */
export const ONBOARDING_DRAFT_KEYS = [
  LOCAL_STORAGE_KEYS.pendingOnboardingData,
  LOCAL_STORAGE_KEYS.onboardingFlowState,
  LOCAL_STORAGE_KEYS.onboardingForm,
  LOCAL_STORAGE_KEYS.onboardingStep,
] as const;

/** Cleared as well when the payment was a feature update. */
export const FEATURE_UPDATE_KEYS = [
  LOCAL_STORAGE_KEYS.selectedNewFeatures,
  LOCAL_STORAGE_KEYS.applicationId,
] as const;
