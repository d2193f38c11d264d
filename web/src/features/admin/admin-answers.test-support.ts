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
