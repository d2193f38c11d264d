/**
 * What the prospect timeline reads and writes: one resume token's records, by key only. Each
 * shape names only the fields the timeline uses; the launch request arrives with its sensitive
 * fields as presence flags, so BVN, ID document and bank details never reach this service.
 */

export interface ProspectOnboarding {
  readonly resume_token: string;
  readonly name: string | null;
  readonly email: string | null;
  readonly business_name: string | null;
  readonly business_type: string | null;
  readonly chat_session_id: string | null;
  readonly stage_completed: string | null;
  readonly last_step: string | null;
  readonly referrer_id: string | null;
  readonly agreed_plan: string | null;
  readonly agreed_setup_fee: number | null;
  readonly payment_link_sent_at: string | null;
  readonly last_step_at: string | null;
  readonly live_at: string | null;
  readonly created_at: string;
  readonly updated_at: string;
}

export interface ProspectLaunchRequest {
  readonly name: string | null;
  readonly email: string | null;
  readonly business_name: string | null;
  readonly last_step: string | null;
  readonly has_bvn: boolean;
  readonly has_id_document: boolean;
  readonly has_bank_details: boolean;
  readonly created_at: string;
  readonly updated_at: string;
}

export interface ProspectAiFailure {
  readonly id: string;
  readonly created_at: string;
  readonly last_step: string;
  readonly sector: string | null;
  readonly attempts: number;
  readonly last_error: string;
}

export interface ProspectChatSession {
  readonly session_id: string;
  readonly created_at: string;
  readonly conversation_data: readonly { readonly role: string; readonly content: string }[];
}

export interface ProspectPayment {
  readonly reference: string;
  readonly status: 'initialized' | 'paid' | 'failed';
  readonly amount_kobo: number;
  readonly paid_amount_kobo: number | null;
  readonly plan: string;
  readonly duplicate_of: string | null;
  readonly created_at: string;
  readonly paid_at: string | null;
}

export interface ProspectReferral {
  readonly id: string;
  readonly referrer_id: string;
  readonly status: 'pending' | 'completed';
  /** Naira. */
  readonly commission_earned: number;
  readonly created_at: string;
  readonly completed_at: string | null;
}

/** The setup call Calendly confirmed (functions/adapters/db/setup-calls.ts); the invitee stays out. */
export interface ProspectSetupCall {
  readonly start_time: string;
  readonly booked_at: string;
  readonly canceled_at: string | null;
  readonly cancel_reason: string | null;
}

export interface ProspectCareState {
  readonly owner: string | null;
  readonly follow_up_on: string | null;
}

export interface StoredProspectNote {
  readonly id: string;
  readonly text: string;
  readonly author: string;
  readonly created_at: string;
}

export interface ProspectStore {
  getOnboarding(resumeToken: string): Promise<ProspectOnboarding | undefined>;
  getLaunchRequest(resumeToken: string): Promise<ProspectLaunchRequest | undefined>;
  listAiFailureReports(resumeToken: string): Promise<readonly ProspectAiFailure[]>;
  getChatSession(sessionId: string): Promise<ProspectChatSession | undefined>;
  listPayments(resumeToken: string): Promise<readonly ProspectPayment[]>;
  getSetupCall(resumeToken: string): Promise<ProspectSetupCall | undefined>;
  findReferral(resumeToken: string): Promise<ProspectReferral | undefined>;
  /** The referral partner's full name. */
  referralPartnerName(referrerId: string): Promise<string | undefined>;
  getCare(resumeToken: string): Promise<ProspectCareState | undefined>;
  listNotes(resumeToken: string): Promise<readonly StoredProspectNote[]>;
  saveCare(resumeToken: string, change: Partial<ProspectCareState>): Promise<ProspectCareState>;
  addNote(resumeToken: string, note: StoredProspectNote): Promise<void>;
  /** Prospects with a follow-up date on or before `lagosDate`, soonest first (may lag a write). */
  listFollowUpsDueBy(lagosDate: string, limit: number): Promise<readonly { readonly resume_token: string }[]>;
}

export interface ProspectPorts {
  readonly store: ProspectStore;
  readonly lagosToday: () => string;
  readonly now: () => string;
  readonly newId: () => string;
}
