import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { getOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import { createReferralApplicant, listReferralActivities } from '../../../functions/adapters/db/referrals.ts';
import { listAiFailureReports } from '../../../functions/adapters/db/ai-failure-reports.ts';
import { RATE_LIMITS } from '../../../functions/domain/rate-limits.ts';
import { fileViewer } from '../file-viewer.ts';

/** POST /api/launch/onboarding against the running local product, read back from DynamoDB Local. */
const baseUrl = inject('baseUrl');

beforeAll(() => {
  process.env.TABLE_NAME ??= inject('tableName');
  process.env.DYNAMODB_ENDPOINT ??= inject('dynamodbEndpoint');
  process.env.AWS_REGION ??= 'eu-west-1';
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
});

/** From this file's own viewer address: the per-IP window its flood fills is its own. */
const post = (body: unknown) =>
  fetch(`${baseUrl}/api/launch/onboarding`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...fileViewer() },
    body: JSON.stringify(body),
  });

const autosave = (token: string, stage: string, lastStep: string, extra: Record<string, unknown> = {}) => ({
  stage: 'autosave',
  resume_token: token,
  last_step: lastStep,
  data: {
    business_type: stage === 'idea' ? null : 'PropTech',
    stage_completed: stage,
    business_name: 'Short-let apartments in Lekki',
    needs_help_with: stage === 'idea' || stage === 'sector' ? [] : ['Who is your target customer?'],
  },
  ...extra,
});

describe('POST /api/launch/onboarding', () => {
  it('keeps one record per resume token through every stage to meeting_booked', async () => {
    const token = randomUUID();
    const steps: Array<[string, string]> = [
      ['idea', 'sector'],
      ['sector', 'knowledge'],
      ['questions', 'questions'],
      ['solution', 'solution'],
      ['cta', 'cta'],
    ];
    const seen: Array<string | null | undefined> = [];

    for (const [stage, lastStep] of steps) {
      const response = await post(autosave(token, stage, lastStep));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true, resume_token: token });
      seen.push((await getOnboarding(token))?.stage_completed);
    }
    const created = (await getOnboarding(token))?.created_at;
    const finalized = await post({ ...autosave(token, 'cta', 'cta'), stage: 'finalize' });

    expect(finalized.status).toBe(200);
    expect(seen).toEqual(['idea', 'sector', 'questions', 'solution', 'cta']);
    expect(await getOnboarding(token)).toMatchObject({
      resume_token: token,
      stage_completed: 'meeting_booked',
      last_step: 'closing',
      business_type: 'PropTech',
      business_name: 'Short-let apartments in Lekki',
      needs_help_with: ['Who is your target customer?'],
      created_at: created,
    });
  });

  it('stores an ai_failure_tracking report beside the record', async () => {
    const token = randomUUID();
    await post(autosave(token, 'idea', 'sector'));

    const response = await post({
      ...autosave(token, 'idea', 'sector'),
      stage: 'ai_failure_tracking',
      error_details: {
        prompt: '[[q-launch:overview sector=proptech]]',
        sector: 'PropTech',
        attempts: 2,
        lastError: '502: Q is unavailable right now.',
      },
    });

    expect(response.status).toBe(200);
    expect(await listAiFailureReports(token)).toEqual([
      expect.objectContaining({ sector: 'PropTech', attempts: 2, last_step: 'sector' }),
    ]);
    expect((await getOnboarding(token))?.stage_completed).toBe('idea');
  });

  it('turns a referred visitor into a pending referral activity on finalize, once', async () => {
    const applicantId = randomUUID();
    await createReferralApplicant({
      id: applicantId,
      full_name: 'Bola Referrer',
      email: `bola-${applicantId.slice(0, 8)}@example.com`,
      sectors: ['proptech'],
    });
    const founderEmail = `founder-${applicantId.slice(0, 8)}@example.com`;
    const token = randomUUID();
    const finalize = {
      ...autosave(token, 'cta', 'closing'),
      stage: 'finalize',
      referrer_id: applicantId,
      email: founderEmail,
    };

    const first = await post(finalize);
    const again = await post(finalize);

    expect([first.status, again.status]).toEqual([200, 200]);
    expect((await listReferralActivities(applicantId)).items).toEqual([
      expect.objectContaining({ referred_email: founderEmail, status: 'pending', commission_earned: 0 }),
    ]);
    expect(await getOnboarding(token)).toMatchObject({ referrer_id: applicantId, email: founderEmail });
  });

  it('finalizes without a referral when the referrer is unknown', async () => {
    const token = randomUUID();

    const response = await post({
      ...autosave(token, 'cta', 'closing'),
      stage: 'finalize',
      referrer_id: `ghost-${token.slice(0, 8)}`,
      email: `nobody-${token.slice(0, 8)}@example.com`,
    });

    expect(response.status).toBe(200);
    expect((await getOnboarding(token))?.stage_completed).toBe('meeting_booked');
  });

  it('answers 400 naming the field for a bad body', async () => {
    const response = await post({ ...autosave(randomUUID(), 'idea', 'sector'), resume_token: 'not-a-token' });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'validation', message: expect.stringMatching(/^resume_token:/) },
    });
  });

  it('answers 429 with Retry-After once one resume token is over its limit', async () => {
    const token = randomUUID();
    const { limit, windowSeconds } = RATE_LIMITS.launchOnboardingPerResumeToken;
    // Calls span at most two fixed windows, so 2 x limit + 1 of them must overflow one of them.
    let accepted = 0;
    let refused: Response | undefined;
    for (let call = 0; call <= 2 * limit && !refused; call += 1) {
      const response = await post(autosave(token, 'idea', 'sector'));
      if (response.status === 429) refused = response;
      else if (response.status === 200) accepted += 1;
    }

    expect(refused?.status).toBe(429);
    expect(accepted).toBeGreaterThanOrEqual(limit);
    const retryAfter = Number(refused?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  });
});
