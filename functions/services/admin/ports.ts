import type { AdminSettableStatus, ChatSessionStatus } from '../../domain/chat-session.ts';
import type {
  ChatSessionRecord,
  LaunchRequestRecord,
  OnboardingRecord,
} from '../../domain/contracts/admin.ts';
import type { AiFailureReport } from '../../domain/contracts/records/ai-failure-report.ts';
import type { Onboarding } from '../../domain/contracts/records/onboarding.ts';
import type { SetupCall } from '../../domain/contracts/setup-call.ts';

/** One page as the store hands it out; `cursor` is null on the last page. */
export interface StorePage<T> {
  readonly items: readonly T[];
  readonly cursor: string | null;
}

export interface ListRequest {
  readonly q?: string;
  readonly cursor?: string;
  readonly limit: number;
}

/**
 * The admin area's view of the table. A list rejects a cursor it did not issue with a validation
 * AppError naming the cursor; a lookup of an unknown id answers undefined.
 */
/** The fields of a stored AI failure report the admin service reads (never the prompt). */
export type StoredAiFailureReport = Omit<AiFailureReport, 'id' | 'resume_token' | 'prompt'>;

export interface AdminStore {
  listChatSessions(
    request: ListRequest & { readonly status?: ChatSessionStatus },
  ): Promise<StorePage<ChatSessionRecord>>;
  getChatSession(id: string): Promise<ChatSessionRecord | undefined>;
  updateChatSessionStatus(id: string, status: AdminSettableStatus): Promise<ChatSessionRecord | undefined>;
  /** Sessions first created on an Africa/Lagos calendar date (YYYY-MM-DD). */
  countChatSessionsCreatedOn(lagosDate: string): Promise<number>;
  /** Sensitive fields arrive as presence flags only; the service still copies field by field. */
  listLaunchRequests(request: ListRequest): Promise<StorePage<LaunchRequestRecord>>;
  /** The record staff see, with when the last payment link went (the card's Copy checkout link). */
  listOnboarding(
    request: ListRequest,
  ): Promise<StorePage<OnboardingRecord & Partial<Pick<Onboarding, 'payment_link_sent_at'>>>>;
  /** The live AI failure reports of one launch chat, in any order. */
  listAiFailureReports(resumeToken: string): Promise<readonly StoredAiFailureReport[]>;
  /** Whether the launch of this resume token has a paid payment. */
  isLaunchPaid(resumeToken: string): Promise<boolean>;
  /** The setup call the scheduling provider confirmed for this launch, if any. */
  getSetupCall(resumeToken: string): Promise<SetupCall | null>;
  /** Of these e-mails, the ones SES reported a bounce or a complaint for (lower-cased). */
  bouncedAmong(emails: readonly (string | null)[]): Promise<ReadonlySet<string>>;
  /**
   * Who the launch of this resume token belongs to, as far as its onboarding record knows (issue
   * #26): a chat linked to it is listed under that person. A store without launches leaves it out.
   */
  personOfLaunch?(resumeToken: string): Promise<LaunchPerson | undefined>;
  /**
   * Who left this e-mail in a launch chat or on the booking page, newest launch first (issue #26:
   * a prospect's records are joined by the resume token and, once known, the e-mail). A store
   * without launches leaves it out.
   */
  personOfEmail?(email: string): Promise<LaunchPerson | undefined>;
  /** What staff keep about a prospect: its owner and follow-up date, and its notes (any order). */
  getCare(resumeToken: string): Promise<{ owner: string | null; follow_up_on: string | null } | undefined>;
  listNotes(resumeToken: string): Promise<readonly { created_at: string; author: string; text: string }[]>;
}

export type LaunchPerson = Pick<Onboarding, 'name' | 'email' | 'phone'>;

export interface AdminPorts {
  readonly store: AdminStore;
  /** Today's calendar date in Africa/Lagos (YYYY-MM-DD): the Today card counts sessions created on it. */
  readonly lagosToday: () => string;
}
