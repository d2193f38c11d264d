import * as z from 'zod';
import { builtOnFirstUse } from './built-on-first-use.ts';

/**
 * The launch funnel (issue #19), in order. Each stage is counted once per journey (chat session or
 * resume token) on the Africa/Lagos day it was first reached; README "The funnel" defines each.
 */
export const FUNNEL_STAGES = [
  'chatted',
  'launch_started',
  'solution_shown',
  'call_booked',
  'payment_link_sent',
  'paid',
  'request_submitted',
  'live',
] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export const FUNNEL_STAGE_LABELS: Record<FunnelStage, string> = {
  chatted: 'Visitors who chatted',
  launch_started: 'Launch chats started',
  solution_shown: 'Solutions shown',
  call_booked: 'Calls booked',
  payment_link_sent: 'Payment links sent',
  paid: 'Paid',
  request_submitted: 'Launch requests submitted',
  live: 'Live',
};

export const FUNNEL_PERIODS = [7, 30, 90] as const;
export type FunnelPeriod = (typeof FUNNEL_PERIODS)[number];

/** GET /api/admin/funnel?days=7|30|90 (30 when absent). */
export const funnelQuerySchema = builtOnFirstUse(() =>
  z.object({
    days: z
      .enum(['7', '30', '90'], { message: 'must be 7, 30 or 90' })
      .default('30')
      .transform((value) => Number(value) as FunnelPeriod),
  }),
);

export const funnelStageSchema = builtOnFirstUse(() =>
  z.object({
    stage: z.enum(FUNNEL_STAGES),
    label: z.string(),
    count: z.number().int().min(0),
    /** count / the previous stage's count, 0–1 (may exceed 1); null for the first stage or after a zero. */
    conversion: z.number().min(0).nullable(),
  }),
);
export type FunnelStageCount = z.infer<typeof funnelStageSchema>;

/** One stage of the journeys started in the period (issue #26): a subset of the stage above. */
export const journeyStageSchema = builtOnFirstUse(() =>
  funnelStageSchema.extend({
    /** The prospects in this stage: the stage opens this list. */
    prospects: z.array(
      z.object({
        resume_token: z.string(),
        name: z.string().nullable(),
        business_name: z.string().nullable(),
      }),
    ),
  }),
);

/**
 * The launch journeys that started in the period, each counted in every stage up to the furthest
 * it reached, so no stage exceeds the one above; with the overall conversion (started to paid) and
 * the naira those journeys paid.
 */
export const funnelJourneysSchema = builtOnFirstUse(() =>
  z.object({
    stages: z.array(journeyStageSchema),
    overall_conversion: z.number().min(0).max(1).nullable(),
    paid_naira: z.number().min(0),
  }),
);
export type FunnelJourneys = z.infer<typeof funnelJourneysSchema>;

export const funnelAnswerSchema = builtOnFirstUse(() =>
  z.object({
    days: z.union([z.literal(7), z.literal(30), z.literal(90)]),
    /** Lagos calendar days, inclusive: `to` is today in Lagos. */
    from: z.string(),
    to: z.string(),
    stages: z.array(funnelStageSchema),
    /** Widget visitors who chatted: a figure of its own, since a launch chat need not start from one. */
    chatted: z.number().int().min(0).optional(),
    journeys: funnelJourneysSchema.optional(),
  }),
);
export type FunnelAnswer = z.infer<typeof funnelAnswerSchema>;

/**
 * Stage totals in funnel order, each with its conversion from the stage before it where it can be
 * read as one (issue #26: the funnel never says 200%). Counted by day, a stage can outrun the one
 * above (launch chats that never began in the widget, a payment today for a link sent last month):
 * it then has no step percentage and stands as its own figure. The journeys beside them are counted
 * so that each stage is a subset of the one above.
 */
export function funnelStages(totals: Partial<Record<FunnelStage, number>>): FunnelStageCount[] {
  let previous: number | undefined;
  return FUNNEL_STAGES.map((stage) => {
    const count = totals[stage] ?? 0;
    const ratio = previous === undefined || previous === 0 ? null : count / previous;
    const conversion = ratio !== null && ratio > 1 ? null : ratio;
    previous = count;
    return { stage, label: FUNNEL_STAGE_LABELS[stage], count, conversion };
  });
}
