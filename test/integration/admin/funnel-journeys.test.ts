import { beforeAll, describe, expect, inject, it } from 'vitest';
import { saveLaunchRequestStep } from '../../../functions/adapters/db/launch-requests.ts';
import { upsertOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import { createPayment, markPaymentPaid } from '../../../functions/adapters/db/payments.ts';
import { recordSetupCall } from '../../../functions/adapters/db/setup-calls.ts';
import type { FunnelAnswer } from '../../../functions/domain/contracts/funnel.ts';
import { newResumeToken } from '../../../functions/domain/ids.ts';
import { api } from './http.ts';
import { signInAdmin, type SignedIn } from './identity.ts';

const baseUrl = inject('baseUrl');
let admin: SignedIn;

beforeAll(async () => {
  admin = await signInAdmin(baseUrl, inject('adminEmail'), inject('adminPassword'));
});

describe('GET /api/admin/funnel: the journeys started in the period (issue #26)', () => {
  it('counts each journey up to its furthest stage, names its prospects, and never exceeds the stage above', async () => {
    const [idea, plan] = [newResumeToken(), newResumeToken()];
    await upsertOnboarding({
      resume_token: idea,
      name: 'Idea Only',
      last_step: 'idea',
      stage_completed: 'idea',
    });
    await upsertOnboarding({
      resume_token: plan,
      name: 'Saw The Plan',
      business_name: 'Plan Pay',
      last_step: 'solution',
      stage_completed: 'solution',
    });

    const answer = await api(baseUrl, '/api/admin/funnel?days=7', { token: admin.idToken });

    expect(answer.status).toBe(200);
    const { journeys } = answer.body as FunnelAnswer;
    if (!journeys) throw new Error('the funnel answered no journeys');
    const stage = (name: string) => journeys.stages.find((entry) => entry.stage === name);
    const tokens = (name: string) => stage(name)?.prospects.map((prospect) => prospect.resume_token) ?? [];
    expect(tokens('launch_started')).toEqual(expect.arrayContaining([idea, plan]));
    expect(tokens('solution_shown')).toContain(plan);
    expect(tokens('solution_shown')).not.toContain(idea);
    expect(stage('solution_shown')?.prospects.find((prospect) => prospect.resume_token === plan)).toEqual({
      resume_token: plan,
      name: 'Saw The Plan',
      business_name: 'Plan Pay',
    });
    const counts = journeys.stages.map((entry) => entry.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const entry of journeys.stages) expect(entry.conversion ?? 0).toBeLessThanOrEqual(1);
    expect(journeys.paid_naira).toBeGreaterThanOrEqual(0);
  });
});

describe('GET /api/admin/funnel: a busy period read in batches (CI: the funnel outran staff on a full table)', () => {
  it('finds each journey’s call, payment and request wherever it falls among 230 journeys', async () => {
    const tokens = Array.from({ length: 230 }, () => newResumeToken());
    for (let start = 0; start < tokens.length; start += 25)
      await Promise.all(
        tokens.slice(start, start + 25).map((resume_token, index) =>
          upsertOnboarding({
            resume_token,
            name: `Busy ${start + index}`,
            last_step: 'cta',
            stage_completed: 'cta',
          }),
        ),
      );
    // Past the first batch of 100 keys, and in the last, partial one.
    const [booked, paid, unpaidRequest] = [tokens[150], tokens[205], tokens[229]] as [string, string, string];
    await recordSetupCall(booked, () => ({
      setupCall: {
        status: 'booked',
        start_time: '2026-12-01T10:00:00.000Z',
        invitee_name: 'Busy 150',
        invitee_email: 'busy-150@example.com',
        invitee_uri: `https://api.calendly.com/scheduled_events/E/invitees/${booked}`,
        booked_at: new Date().toISOString(),
        canceled_at: null,
        cancel_reason: null,
        confirmed_at: new Date().toISOString(),
      },
      result: undefined,
    }));
    const reference = `busy-${paid.slice(0, 8)}`;
    await createPayment({
      reference,
      amount_kobo: 45_000_000,
      plan: 'fintech',
      customer_email: 'busy-205@example.com',
      resume_token: paid,
    });
    await markPaymentPaid(reference, { confirmed_by: 'webhook', paid_amount_kobo: 45_000_000 });
    await saveLaunchRequestStep({
      resume_token: paid,
      last_step: 'submitted',
      email: 'busy-205@example.com',
    });
    await saveLaunchRequestStep({
      resume_token: unpaidRequest,
      last_step: 'business',
      email: 'busy-229@example.com',
    });

    const answer = await api(baseUrl, '/api/admin/funnel?days=7', { token: admin.idToken });

    expect(answer.status).toBe(200);
    const { journeys } = answer.body as FunnelAnswer;
    if (!journeys) throw new Error('the funnel answered no journeys');
    const tokensAt = (name: string) =>
      journeys.stages
        .find((entry) => entry.stage === name)
        ?.prospects.map((prospect) => prospect.resume_token) ?? [];
    expect(tokensAt('launch_started')).toEqual(expect.arrayContaining(tokens));
    expect(tokensAt('call_booked')).toEqual(expect.arrayContaining([booked, paid]));
    expect(tokensAt('paid')).toContain(paid);
    expect(tokensAt('paid')).not.toContain(unpaidRequest);
    expect(tokensAt('paid')).not.toContain(booked);
    expect(tokensAt('request_submitted')).toContain(paid);
    expect(tokensAt('request_submitted')).not.toContain(unpaidRequest);
  });
});
