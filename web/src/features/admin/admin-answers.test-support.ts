import type { ProspectTimeline } from '@domain/contracts/prospect.ts';

/** An answer of the admin API as the server sends it: JSON with its content type. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A prospect's Banking Platform setup fee, paid: the payment event of a timeline. */
export const PAID_SETUP_FEE: ProspectTimeline['events'][number] = {
  id: 'payment:qtr-1',
  kind: 'payment',
  at: '2026-03-02T10:00:00.000Z',
  reference: 'qtr-1',
  status: 'paid',
  amount_naira: 5_150_000,
  plan: 'banking-platform',
  plan_name: 'Banking Platform',
  duplicate_of: null,
};

/** The prospect these tests follow: Ada Obi, whose setup call is booked. */
export const ADA_TOKEN = 'aaaa1111-0000-4000-8000-000000000001';

/** Ada's row of the onboarding list as the server sends it, paid or not (the business name says which). */
export const adaOnboarding = (paid: boolean) => ({
  id: ADA_TOKEN,
  name: 'Ada Obi',
  email: 'ada@example.com',
  phone: null,
  business_name: paid ? 'Obi Pay (paid)' : 'Obi Pay (unpaid)',
  idea: null,
  business_type: 'FinTech',
  stage_completed: 'meeting_booked',
  last_step: 'booking',
  needs_help_with: [],
  resume_token: ADA_TOKEN,
  setup_call: null,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:05:00.000Z',
  ai_failures: { count: 0, reports: [] },
  paid,
});
