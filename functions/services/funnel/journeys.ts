import {
  FUNNEL_STAGE_LABELS,
  FUNNEL_STAGES,
  type FunnelJourneys,
  type FunnelStage,
} from '../../domain/contracts/funnel.ts';
import { LAUNCH_STEPS, type LaunchStep } from '../../domain/launch-chat-steps.ts';

/**
 * The stages of one launch journey: the funnel's, in its order, but the widget chat (a journey
 * starts at the launch chat); each is a subset of the one above (issue #26).
 */
export type JourneyStage = Exclude<FunnelStage, 'chatted'>;
export const JOURNEY_STAGES: readonly JourneyStage[] = FUNNEL_STAGES.filter(
  (stage): stage is JourneyStage => stage !== 'chatted',
);

/** What one journey (a resume token whose launch chat started in the period) reached. */
export interface JourneyFacts {
  readonly resume_token: string;
  readonly name: string | null;
  readonly business_name: string | null;
  readonly last_step: string | null;
  readonly stage_completed: string | null;
  readonly call_booked: boolean;
  readonly payment_link_sent: boolean;
  /** The paid amount of its first paid payment, in kobo; null when unpaid. */
  readonly paid_kobo: number | null;
  readonly request_submitted: boolean;
  readonly live: boolean;
}

const PLAN_SHOWN_AT = LAUNCH_STEPS.indexOf('solution');
const PLAN_SHOWN_STAGES = new Set(['solution', 'cta', 'meeting_booked', 'completed']);

/** The furthest stage a journey reached, as its index in JOURNEY_STAGES. */
export function furthestStage(journey: JourneyFacts): number {
  const reached: boolean[] = [
    true,
    LAUNCH_STEPS.indexOf((journey.last_step ?? '') as LaunchStep) >= PLAN_SHOWN_AT ||
      PLAN_SHOWN_STAGES.has(journey.stage_completed ?? ''),
    journey.call_booked || journey.stage_completed === 'meeting_booked',
    journey.payment_link_sent,
    journey.paid_kobo !== null,
    journey.request_submitted,
    journey.live,
  ];
  return reached.lastIndexOf(true);
}

/**
 * The journeys started in the period, counted so each stage is a subset of the one above: a
 * journey counts in every stage up to the furthest it reached (one that paid without a booked call
 * still passed the booking). So no step is ever over 100%. Each stage names its prospects, and the
 * answer adds the overall conversion (started to paid) and the naira those journeys paid.
 */
export function countJourneys(journeys: readonly JourneyFacts[]): FunnelJourneys {
  const furthest = journeys.map((journey) => ({ journey, at: furthestStage(journey) }));
  let previous: number | undefined;
  const stages = JOURNEY_STAGES.map((stage, index) => {
    const inStage = furthest.filter(({ at }) => at >= index).map(({ journey }) => journey);
    const count = inStage.length;
    const conversion = previous === undefined || previous === 0 ? null : count / previous;
    previous = count;
    return {
      stage,
      label: FUNNEL_STAGE_LABELS[stage],
      count,
      conversion,
      prospects: inStage.map((journey) => ({
        resume_token: journey.resume_token,
        name: journey.name,
        business_name: journey.business_name,
      })),
    };
  });
  const started = stages[0]?.count ?? 0;
  const paid = stages[JOURNEY_STAGES.indexOf('paid')]?.count ?? 0;
  const paidKobo = journeys.reduce((sum, journey) => sum + (journey.paid_kobo ?? 0), 0);
  return {
    stages,
    overall_conversion: started === 0 ? null : paid / started,
    paid_naira: paidKobo / 100,
  };
}
