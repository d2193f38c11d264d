import { beforeAll, describe, expect, inject, it } from 'vitest';
import { upsertOnboarding } from '../../../functions/adapters/db/onboardings.ts';
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
