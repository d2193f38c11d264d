/**
 * What the prospect timeline reads and writes: one resume token's records, by key only. Each
 * shape names only the fields the timeline uses; the launch request arrives with its sensitive
 * fields as presence flags, so BVN, ID document and bank details never reach this service.
 */

import type { LaunchRequestRecord } from '../../domain/contracts/admin.ts';
import type {
  AiFailureReport,
  ChatSession,
  Onboarding,
  Payment,
  PayoutRecord,
  ProspectCareRecord,
  ProspectNote,
  ReferralActivityRecord,
  SetupCall,
  StoredChatMessage,
} from '../../domain/contracts/records/index.ts';

export type ProspectOnboarding = Pick<
  Onboarding,
  | 'resume_token'
  | 'name'
  | 'email'
  | 'business_name'
  | 'business_type'
  | 'chat_session_id'
  | 'stage_completed'
  | 'last_step'
  | 'referrer_id'
  | 'agreed_plan'
  | 'agreed_setup_fee'
  | 'payment_link_sent_at'
  | 'last_step_at'
  | 'live_at'
  | 'q_chat_session_ids'
  | 'created_at'
  | 'updated_at'
> &
  /** The founder's phone: their WhatsApp conversation is theirs too (issue #30). Absent: none. */
  Partial<Pick<Onboarding, 'phone'>>;

/** The admin view of a launch request: its sensitive values only as has_* flags. */
export type ProspectLaunchRequest = Pick<
  LaunchRequestRecord,
  | 'name'
  | 'email'
  | 'business_name'
  | 'last_step'
  | 'has_bvn'
  | 'has_id_document'
  | 'has_bank_details'
  | 'created_at'
  | 'updated_at'
> &
  Partial<Pick<LaunchRequestRecord, 'phone'>>;

export type ProspectAiFailure = Omit<AiFailureReport, 'resume_token' | 'prompt'>;

export type ProspectChatSession = Pick<ChatSession, 'session_id' | 'created_at'> &
  /** Where the chat happened and the launch its link joined it to (issue #30); absent: web, none. */
  Partial<Pick<ChatSession, 'channel' | 'resume_token'>> & {
    readonly conversation_data: readonly Pick<StoredChatMessage, 'role' | 'content'>[];
  };

export type ProspectPayment = Pick<
  Payment,
  | 'reference'
  | 'status'
  | 'amount_kobo'
  | 'paid_amount_kobo'
  | 'plan'
  | 'duplicate_of'
  | 'created_at'
  | 'paid_at'
>;

/** A payout as the timeline needs it. */
export type ProspectPayout = Pick<
  PayoutRecord,
  | 'id'
  | 'reference'
  | 'activity_ids'
  | 'amount_kobo'
  | 'status'
  | 'message'
  | 'approved_at'
  | 'paid_at'
  | 'failed_at'
>;

export type ProspectReferral = Pick<
  ReferralActivityRecord,
  'id' | 'referrer_id' | 'status' | 'commission_earned' | 'created_at' | 'completed_at'
>;

/** The setup call Calendly confirmed (functions/adapters/db/setup-calls.ts); the invitee stays out. */
export type ProspectSetupCall = Pick<SetupCall, 'start_time' | 'booked_at' | 'canceled_at' | 'cancel_reason'>;

export type ProspectCareState = Pick<ProspectCareRecord, 'owner' | 'follow_up_on'>;

/**
 * A staff change: an absent field stays, null clears it. `default_owner` becomes the owner only if
 * nobody owns the prospect when the write lands: decided inside the versioned write, never on an
 * earlier read, so it cannot replace an owner another staff member named meanwhile.
 */
export type ProspectCareChange = Partial<ProspectCareState> & { readonly default_owner?: string };

export type StoredProspectNote = Omit<ProspectNote, 'resume_token'>;

export interface ProspectStore {
  getOnboarding(resumeToken: string): Promise<ProspectOnboarding | undefined>;
  getLaunchRequest(resumeToken: string): Promise<ProspectLaunchRequest | undefined>;
  listAiFailureReports(resumeToken: string): Promise<readonly ProspectAiFailure[]>;
  getChatSession(sessionId: string): Promise<ProspectChatSession | undefined>;
  /**
   * The widget chats whose visitor left this e-mail, newest first (issue #26: the person's records
   * are joined by the e-mail once known). Absent (older fakes): chats are joined by id only.
   */
  chatSessionsOfEmail?(email: string): Promise<readonly ProspectChatSession[]>;
  listPayments(resumeToken: string): Promise<readonly ProspectPayment[]>;
  getSetupCall(resumeToken: string): Promise<ProspectSetupCall | undefined>;
  findReferral(resumeToken: string): Promise<ProspectReferral | undefined>;
  /** The referral partner's full name. */
  referralPartnerName(referrerId: string): Promise<string | undefined>;
  /** The referral partner's e-mail. */
  referralPartnerEmail(referrerId: string): Promise<string | undefined>;
  /**
   * The referral partner's payouts (issue #29), for the commission's payout events. Absent (older
   * fakes): no payout events.
   */
  listPayouts?(referrerId: string): Promise<readonly ProspectPayout[]>;
  /** Of these e-mails, the ones SES reported a bounce or a complaint for (lower-cased). */
  bouncedAmong(emails: readonly (string | null | undefined)[]): Promise<ReadonlySet<string>>;
  getCare(resumeToken: string): Promise<ProspectCareState | undefined>;
  /**
   * The follow-up list's reads, many resume tokens at a time: what each read above gives for one,
   * strongly consistent as those are.
   */
  getCaresOf(resumeTokens: readonly string[]): Promise<ReadonlyMap<string, ProspectCareState>>;
  getOnboardingsOf(resumeTokens: readonly string[]): Promise<ReadonlyMap<string, ProspectOnboarding>>;
  getLaunchRequestsOf(resumeTokens: readonly string[]): Promise<ReadonlyMap<string, ProspectLaunchRequest>>;
  listNotes(resumeToken: string): Promise<readonly StoredProspectNote[]>;
  saveCare(resumeToken: string, change: ProspectCareChange): Promise<ProspectCareState>;
  addNote(resumeToken: string, note: StoredProspectNote): Promise<void>;
  /** Prospects with a follow-up date on or before `lagosDate`, soonest first (may lag a write). */
  listFollowUpsDueBy(lagosDate: string, limit: number): Promise<readonly { readonly resume_token: string }[]>;
}

export interface ProspectPorts {
  readonly store: ProspectStore;
  /**
   * The staff accounts' e-mails (the `admins` group, as GET /api/admin/staff lists them): the owners
   * a prospect may have. May answer a list read a moment ago; `fresh` reads it again.
   */
  readonly staffEmails: (fresh?: boolean) => Promise<readonly string[]>;
  readonly lagosToday: () => string;
  readonly now: () => string;
  readonly newId: () => string;
}
