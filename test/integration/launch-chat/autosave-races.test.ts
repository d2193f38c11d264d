import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { getOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import { pointAtProduct } from '../payments/support.ts';
import { viewerAddress } from '../reliability/support.ts';

/**
 * The same kind of race as the prospect's owner (issue #25): a tab left open after the booking
 * autosaves an earlier stage at the moment the launch chat finalizes. Whichever lands first, the
 * record ends as meeting_booked at the closing step: the "already booked" check is made inside the
 * versioned write, not on a read taken before it. Through the running product, many rounds.
 */
const baseUrl = inject('baseUrl');
const ROUNDS = 15;
let viewers = 0;

beforeAll(() => {
  pointAtProduct();
});

const post = (body: unknown) =>
  fetch(`${baseUrl}/api/launch/onboarding`, {
    method: 'POST',
    // A viewer per round: the burst spends no other test's per-IP limit.
    headers: { 'content-type': 'application/json', ...viewerAddress('races', viewers) },
    body: JSON.stringify(body),
  });

const save = (token: string, stage: 'autosave' | 'finalize', stageCompleted: string, lastStep: string) => ({
  stage,
  resume_token: token,
  last_step: lastStep,
  data: {
    business_type: 'PropTech',
    stage_completed: stageCompleted,
    business_name: 'Short-let apartments in Lekki',
    needs_help_with: [],
  },
});

describe('an autosave racing the finalize of the same launch chat', () => {
  it(`never slides a booked record back, in ${ROUNDS} rounds`, async () => {
    const outcomes = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      viewers += 1;
      const token = randomUUID();
      expect((await post(save(token, 'autosave', 'cta', 'cta'))).status).toBe(200);

      const answers = await Promise.all([
        post(save(token, 'finalize', 'cta', 'closing')),
        post(save(token, 'autosave', 'solution', 'solution')),
      ]);

      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const stored = await getOnboarding(token);
      outcomes.push({ round, stage: stored?.stage_completed, step: stored?.last_step });
    }

    expect(
      outcomes.filter((outcome) => outcome.stage !== 'meeting_booked' || outcome.step !== 'closing'),
    ).toEqual([]);
  });
});
