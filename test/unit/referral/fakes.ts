import { referralApplyRequestSchema } from '../../../functions/domain/contracts/referrals.ts';
import type {
  OutgoingMail,
  ReferralActivityRecord,
  ReferralApplicant,
  ReferralPorts,
  ReferralStore,
} from '../../../functions/services/referral/ports.ts';

/** An in-memory store with the same guarantees as the DynamoDB one: unique e-mails, conditional completion. */
export class MemoryReferralStore implements ReferralStore {
  readonly applicants = new Map<string, ReferralApplicant>();
  readonly activities = new Map<string, ReferralActivityRecord>();
  completions = 0;

  async createApplicant(applicant: ReferralApplicant) {
    if ([...this.applicants.values()].some((existing) => existing.email === applicant.email)) {
      return 'taken' as const;
    }
    this.applicants.set(applicant.id, applicant);
    return 'created' as const;
  }

  async getApplicantByEmail(email: string) {
    return [...this.applicants.values()].find((applicant) => applicant.email === email);
  }

  async getApplicantByDashboardToken(token: string) {
    return [...this.applicants.values()].find((applicant) => applicant.dashboard_token === token);
  }

  async getApplicantById(id: string) {
    return this.applicants.get(id);
  }

  async recordActivity(activity: ReferralActivityRecord) {
    if (await this.findActivityByReferredEmail(activity.referred_email)) return 'taken' as const;
    this.activities.set(activity.id, activity);
    return 'recorded' as const;
  }

  async listActivities(referrerId: string, page: { cursor: string | null; limit: number }) {
    const all = [...this.activities.values()]
      .filter((activity) => activity.referrer_id === referrerId)
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    const start = page.cursor ? Number(page.cursor) : 0;
    const items = all.slice(start, start + page.limit);
    const next = start + page.limit;
    return { items, cursor: next < all.length ? String(next) : null };
  }

  async findActivityByReferredEmail(email: string) {
    return [...this.activities.values()].find((activity) => activity.referred_email === email);
  }

  async findActivityByResumeToken(resumeToken: string) {
    return [...this.activities.values()].find((activity) => activity.onboarding_resume_token === resumeToken);
  }

  async proveReferredEmail(email: string) {
    const activity = await this.findActivityByReferredEmail(email);
    if (!activity || activity.proven_at) return false;
    this.activities.set(activity.id, { ...activity, proven_at: '2026-01-06T10:00:00.000Z' });
    return true;
  }

  async proveActivity(activity: ReferralActivityRecord) {
    const stored = this.activities.get(activity.id);
    if (!stored || stored.proven_at) return false;
    this.activities.set(activity.id, { ...stored, proven_at: '2026-01-06T10:00:00.000Z' });
    return true;
  }

  async completeActivity(
    activity: ReferralActivityRecord,
    change: { commission_earned: number; completed_at: string },
  ) {
    const stored = this.activities.get(activity.id);
    if (!stored || stored.status !== 'pending') return false;
    this.activities.set(activity.id, {
      ...stored,
      status: 'completed',
      commission_earned: change.commission_earned,
    });
    this.completions += 1;
    return true;
  }
}

export interface LogLine {
  level: 'info' | 'warn';
  message: string;
  fields: Record<string, unknown>;
}

export interface TestPorts extends ReferralPorts {
  readonly store: MemoryReferralStore;
  readonly sent: OutgoingMail[];
  readonly logLines: LogLine[];
}

export function testPorts(options: { failMail?: boolean; store?: MemoryReferralStore } = {}): TestPorts {
  const sent: OutgoingMail[] = [];
  const logLines: LogLine[] = [];
  let counter = 0;
  const next = () => (counter += 1).toString().padStart(4, '0');
  let clock = Date.parse('2026-03-01T09:00:00.000Z');
  return {
    store: options.store ?? new MemoryReferralStore(),
    sent,
    logLines,
    sendMail: async (mail) => {
      if (options.failMail) throw new Error('SES is down');
      sent.push(mail);
    },
    log: {
      info: (message, fields = {}) => logLines.push({ level: 'info', message, fields }),
      warn: (message, fields = {}) => logLines.push({ level: 'warn', message, fields }),
    },
    ids: {
      newApplicantId: () => `applicant-${next()}`,
      newActivityId: () => `activity-${next()}`,
      newReferralLinkId: () => `ref_links${next()}`,
      newDashboardToken: () => `dash_token${next()}abcdefg`,
    },
    // Each reading is a minute later, so records made one after another sort by time.
    now: () => (clock += 60_000),
    siteUrl: 'https://quarter.example',
    rateLimiter: async () => ({ allowed: true, retryAfterSeconds: 0, count: 1 }),
  };
}

/** An application as the handler hands it to the service: parsed with the contract. */
export const applied = (input: unknown = validApplication) => referralApplyRequestSchema.parse(input);

export const validApplication = {
  full_name: 'Ngozi Eze',
  email: 'ngozi@example.com',
  whatsapp: '+2348012345678',
  sectors: ['fintech', 'ecommerce'],
  how_will_refer: 'My founder community',
  notes: 'Lagos based',
  consent: true,
};
