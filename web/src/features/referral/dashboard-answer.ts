import {
  referralActivitySchema,
  referralDashboardAnswerSchema,
  type ReferralDashboardAnswer as ReferralDashboard,
} from '@domain/contracts/referrals.ts';

/**
 * The dashboard as its contract reads it (null when it cannot be read), and whether that is the
 * whole answer; when not, the activities as they came, for the log.
 */
export type DashboardAnswerRead =
  | { readonly dashboard: ReferralDashboard; readonly complete: true }
  | { readonly dashboard: ReferralDashboard | null; readonly complete: false; readonly activities: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/*
 * GET /api/referrals/dashboard's answer read with the contract's schemas. Activities that cannot be
 * read are left out (spec: activity load errors are only logged), so the cards and the referral
 * link still show; an answer that cannot be read without them is null. This module brings zod:
 * the page runs it in a worker (dashboard-answer-reader.ts), off the thread that paints and answers taps.
 */
export function readDashboardAnswer(body: unknown): DashboardAnswerRead {
  const whole = referralDashboardAnswerSchema.safeParse(body);
  if (whole.success) return { dashboard: whole.data, complete: true };
  const record = isRecord(body) ? body : {};
  const rest = referralDashboardAnswerSchema.safeParse({ ...record, activities: [] });
  if (!rest.success) return { dashboard: null, complete: false, activities: record.activities };
  const listed: unknown[] = Array.isArray(record.activities) ? record.activities : [];
  const activities = listed.flatMap((activity) => {
    const read = referralActivitySchema.safeParse(activity);
    return read.success ? [read.data] : [];
  });
  return { dashboard: { ...rest.data, activities }, complete: false, activities: record.activities };
}
