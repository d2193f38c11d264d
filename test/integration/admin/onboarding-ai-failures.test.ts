import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminOnboardingRecord } from '../../../functions/domain/contracts/admin.ts';
import { FORCE_Q_FAILURE_MARKER } from '../../../functions/domain/q/fault-injection.ts';
import { askQ, QDidNotAnswer } from '../../../web/src/features/launch-chat/api/ask-q.ts';
import { api } from './http.ts';
import { signInAdmin } from './identity.ts';

/**
 * A launch chat where Q keeps failing (the local runtime honours FORCE_Q_FAILURE_MARKER), reported
 * to launch-chat-onboarding as the browser does, then read back from the admin Onboarding list.
 */
const baseUrl = inject('baseUrl');
let adminToken: string;

beforeAll(async () => {
  adminToken = (await signInAdmin(baseUrl, inject('adminEmail'), inject('adminPassword'))).idToken;
});

const onboardingCall = (resumeToken: string, extra: Record<string, unknown>) =>
  api(baseUrl, '/api/launch/onboarding', {
    method: 'POST',
    body: {
      stage: 'autosave',
      resume_token: resumeToken,
      last_step: 'sector',
      data: {
        business_type: 'Restaurants',
        stage_completed: 'idea',
        business_name: `Small chops kitchen ${resumeToken.slice(0, 8)}`,
        needs_help_with: [],
      },
      ...extra,
    },
  });

async function listedRecord(resumeToken: string): Promise<AdminOnboardingRecord | undefined> {
  const answer = await api(baseUrl, `/api/admin/onboarding?q=${resumeToken}`, { token: adminToken });
  expect(answer.status).toBe(200);
  const { items } = answer.body as { items: AdminOnboardingRecord[] };
  return items.find((item) => item.resume_token === resumeToken);
}

describe('GET /api/admin/onboarding with AI failures', () => {
  it('lists the failure summary of a launch chat whose Q failed, without the prompt or a stack trace', async () => {
    const resumeToken = randomUUID();
    expect((await onboardingCall(resumeToken, {})).status).toBe(200);
    expect((await listedRecord(resumeToken))?.ai_failures).toEqual({ count: 0, reports: [] });

    const prompt = `[[q-launch:overview sector=restaurants]] my private idea ${FORCE_Q_FAILURE_MARKER}`;
    const asked = askQ(prompt, {
      // As the browser's API client sends it, against the local runtime.
      send: (json, headers) =>
        fetch(`${baseUrl}/api/chat`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: json,
        }),
      resumeToken,
      sleep: async () => undefined,
    });
    const outcome = await asked.then(
      () => {
        throw new Error('Q answered although the failure was forced');
      },
      (error: unknown) => {
        if (!(error instanceof QDidNotAnswer)) throw error;
        return error;
      },
    );
    expect(outcome.attempts).toBe(2);

    const report = (lastError: string) =>
      onboardingCall(resumeToken, {
        stage: 'ai_failure_tracking',
        error_details: { prompt, sector: 'Restaurants', attempts: outcome.attempts, lastError },
      });
    expect((await report(outcome.lastError)).status).toBe(200);
    // Reports are ordered by their created_at (milliseconds): keep the two apart.
    await new Promise((resolve) => setTimeout(resolve, 20));
    // A browser may send anything as its error: a stack and a credential must not reach staff.
    const raw = `TypeError: Failed to fetch token=leaky-${resumeToken}\n    at callOnce (https://quarter.example/assets/index.js:1:2)`;
    expect((await report(raw)).status).toBe(200);

    const record = await listedRecord(resumeToken);
    expect(record?.ai_failures.count).toBe(2);
    const [newest, older] = record?.ai_failures.reports ?? [];
    expect(newest).toMatchObject({ last_step: 'sector', sector: 'Restaurants', attempts: 2 });
    expect(newest?.error_summary).toBe('TypeError: Failed to fetch token=[redacted]');
    expect(older?.error_summary).toContain('502');
    expect(older?.error_summary).toBe(outcome.lastError);
    expect(Date.parse(older?.created_at ?? '')).toBeLessThanOrEqual(Date.parse(newest?.created_at ?? ''));

    const text = JSON.stringify(record);
    expect(text).not.toContain('private idea');
    expect(text).not.toContain('leaky-');
    expect(text).not.toContain('index.js');
    expect(text).not.toMatch(/"prompt"|"last_error"/);
  });

  it('refuses the list to a caller who is not signed in', async () => {
    expect((await api(baseUrl, '/api/admin/onboarding')).status).toBe(401);
  });
});
