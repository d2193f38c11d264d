import { createMockChatSession } from '../../fixtures/records.ts';
import type { SetupCall } from '../../../functions/domain/contracts/setup-call.ts';
import type {
  ChatSessionRecord,
  LaunchRequestRecord,
  OnboardingRecord,
} from '../../../functions/domain/contracts/admin.ts';
import type {
  AdminPorts,
  AdminStore,
  ListRequest,
  StoredAiFailureReport,
} from '../../../functions/services/admin/ports.ts';

/** A widget chat as the admin store answers it: the shared fixture under a fixed id. */
export function chatSessionRecord(overrides: Partial<ChatSessionRecord> = {}): ChatSessionRecord {
  return { ...createMockChatSession({ session_id: 'widget-session-0001' }), ...overrides };
}

/** Records the requests it was given and answers with what the test put in. */
export class FakeAdminStore implements AdminStore {
  sessions: ChatSessionRecord[] = [];
  launchRequests: LaunchRequestRecord[] = [];
  onboarding: OnboardingRecord[] = [];
  /** AI failure reports by resume token. */
  aiFailureReports = new Map<string, StoredAiFailureReport[]>();
  createdOn = new Map<string, number>();
  requests: unknown[] = [];
  nextCursor: string | null = null;

  async listChatSessions(request: ListRequest & { status?: ChatSessionRecord['status'] }) {
    this.requests.push(request);
    return { items: this.sessions, cursor: this.nextCursor };
  }
  async getChatSession(id: string) {
    return this.sessions.find((session) => session.id === id);
  }
  async updateChatSessionStatus(id: string, status: 'follow_up' | 'closed') {
    const session = this.sessions.find((candidate) => candidate.id === id);
    if (!session) return undefined;
    session.status = status;
    return session;
  }
  async countChatSessionsCreatedOn(lagosDate: string) {
    return this.createdOn.get(lagosDate) ?? 0;
  }
  async listLaunchRequests(request: ListRequest) {
    this.requests.push(request);
    return { items: this.launchRequests, cursor: this.nextCursor };
  }
  async listOnboarding(request: ListRequest) {
    this.requests.push(request);
    return { items: this.onboarding, cursor: this.nextCursor };
  }

  async listAiFailureReports(resumeToken: string) {
    return this.aiFailureReports.get(resumeToken) ?? [];
  }

  /** Resume tokens whose launch has a paid payment. */
  readonly paidLaunches = new Set<string>();
  async isLaunchPaid(resumeToken: string) {
    return this.paidLaunches.has(resumeToken);
  }

  /** Setup calls the scheduling provider confirmed, by resume token. */
  readonly setupCalls = new Map<string, SetupCall>();
  async getSetupCall(resumeToken: string) {
    return this.setupCalls.get(resumeToken) ?? null;
  }

  /** Owner and follow-up of a prospect, and its notes, by resume token (none by default). */
  async getCare(_resumeToken: string) {
    return undefined;
  }
  async listNotes(_resumeToken: string) {
    return [];
  }

  /** Lower-cased addresses SES reported a bounce or complaint for. */
  readonly bounced = new Set<string>();
  async bouncedAmong(emails: readonly (string | null)[]) {
    return new Set(
      emails.filter((email) => email !== null && this.bounced.has(email.toLowerCase())) as string[],
    );
  }
}

export const portsWith = (store: FakeAdminStore, lagosToday = '2026-01-05'): AdminPorts => ({
  store,
  lagosToday: () => lagosToday,
});
