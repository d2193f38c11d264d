import { describe, expect, it } from 'vitest';
import { countJourneys, type JourneyFacts } from '../../../functions/services/funnel/journeys.ts';

const journey = (token: string, reached: Partial<JourneyFacts> = {}): JourneyFacts => ({
  resume_token: token,
  name: `Founder ${token}`,
  business_name: null,
  last_step: 'idea',
  stage_completed: 'idea',
  call_booked: false,
  payment_link_sent: false,
  paid_kobo: null,
  request_submitted: false,
  live: false,
  ...reached,
});

describe('the funnel of journeys (issue #26)', () => {
  it('counts each journey in every stage up to its furthest, so no step is over 100%', () => {
    const answer = countJourneys([
      journey('a'),
      journey('b', { last_step: 'solution' }),
      // Paid without a booked call or a sent link (a founder who paid from the site): still passed them.
      journey('c', { paid_kobo: 150_000_000 }),
      journey('d', { call_booked: true, payment_link_sent: true, paid_kobo: 50_000_000, live: true }),
    ]);

    expect(answer.stages.map((stage) => [stage.stage, stage.count])).toEqual([
      ['launch_started', 4],
      ['solution_shown', 3],
      ['call_booked', 2],
      ['payment_link_sent', 2],
      ['paid', 2],
      ['request_submitted', 1],
      ['live', 1],
    ]);
    for (const stage of answer.stages) expect(stage.conversion ?? 0).toBeLessThanOrEqual(1);
    expect(answer.overall_conversion).toBe(0.5);
    expect(answer.paid_naira).toBe(2_000_000);
    expect(answer.stages[4]?.prospects.map((prospect) => prospect.resume_token)).toEqual(['c', 'd']);
  });

  it('has no conversion when no journey started', () => {
    const answer = countJourneys([]);
    expect(answer.overall_conversion).toBeNull();
    expect(answer.stages.every((stage) => stage.count === 0 && stage.conversion === null)).toBe(true);
    expect(answer.paid_naira).toBe(0);
  });
});
