import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';
import { LAUNCH_STEPS, type LaunchStep } from '../../domain/launch-chat-steps.ts';
import type { FunnelStage } from '../../domain/contracts/funnel.ts';
import { lagosDate } from '../../domain/lagos-date.ts';

/** One stage one journey reached, on one Lagos day: what the counters count once. */
export interface FunnelHit {
  readonly stage: FunnelStage;
  /** The journey: a chat session id, or a resume token. */
  readonly subject: string;
  /** YYYY-MM-DD in Africa/Lagos. */
  readonly lagosDate: string;
}

type Image = Record<string, AttributeValue>;

const text = (image: Image | undefined, name: string): string | undefined => {
  const value = image?.[name]?.S;
  return value === undefined || value === '' ? undefined : value;
};

const SOLUTION_INDEX = LAUNCH_STEPS.indexOf('solution');
/** stage_completed values that mean the solution step was reached (launch-chat-steps.ts PROGRESS_STAGES). */
const STAGES_AT_OR_PAST_SOLUTION = new Set(['solution', 'cta', 'meeting_booked', 'completed']);

function reachedSolution(image: Image | undefined): boolean {
  const step = text(image, 'last_step');
  if (step !== undefined && LAUNCH_STEPS.indexOf(step as LaunchStep) >= SOLUTION_INDEX) return true;
  const stage = text(image, 'stage_completed');
  return stage !== undefined && STAGES_AT_OR_PAST_SOLUTION.has(stage);
}

/** A stage test on one item image, with when (which field) the stage was reached. */
interface StageRule {
  readonly stage: FunnelStage;
  readonly reached: (image: Image | undefined) => boolean;
  readonly at: (image: Image) => string | undefined;
}

const onboardingRules: StageRule[] = [
  { stage: 'launch_started', reached: (image) => image !== undefined, at: (i) => text(i, 'created_at') },
  {
    stage: 'solution_shown',
    reached: reachedSolution,
    at: (i) => text(i, 'last_step_at') ?? text(i, 'updated_at'),
  },
  {
    stage: 'payment_link_sent',
    reached: (image) => text(image, 'payment_link_sent_at') !== undefined,
    at: (i) => text(i, 'payment_link_sent_at'),
  },
  // Every launch staff mark live, referred or not; a referred one also completes its referral
  // below, and the counted marker (stage + journey) keeps the two from counting it twice.
  { stage: 'live', reached: (image) => text(image, 'live_at') !== undefined, at: (i) => text(i, 'live_at') },
];

/** Which item a record is about, the journey it belongs to and the rules that apply to it. */
function classify(record: DynamoDBRecord): { subject: string; rules: StageRule[] } | undefined {
  const pk = record.dynamodb?.Keys?.pk?.S ?? '';
  const sk = record.dynamodb?.Keys?.sk?.S ?? '';
  const image = record.dynamodb?.NewImage;
  const after = (prefix: string) => (pk.startsWith(prefix) ? pk.slice(prefix.length) : '');

  // Widget chat sessions only: the launch chat saves its conversation as `launch-...`.
  if (sk === 'session' && after('chat#') !== '' && !after('chat#').startsWith('launch-'))
    return {
      subject: after('chat#'),
      rules: [{ stage: 'chatted', reached: (i) => i !== undefined, at: (i) => text(i, 'created_at') }],
    };
  if (sk === 'onboarding' && after('onboarding#') !== '')
    return { subject: after('onboarding#'), rules: onboardingRules };
  if (sk === 'setup-call' && after('setup-call#') !== '')
    return {
      subject: after('setup-call#'),
      rules: [
        {
          stage: 'call_booked',
          reached: (i) => text(i, 'status') === 'booked',
          at: (i) => text(i, 'booked_at') ?? text(i, 'confirmed_at'),
        },
      ],
    };
  if (sk === 'payment' && after('payment#') !== '') {
    // Counted per launch: a second charge for one resume token is not a second paying founder.
    const subject = text(image, 'resume_token') ?? `payment:${after('payment#')}`;
    return {
      subject,
      rules: [
        {
          stage: 'paid',
          reached: (i) => text(i, 'status') === 'paid',
          at: (i) => text(i, 'paid_at') ?? text(i, 'updated_at'),
        },
      ],
    };
  }
  if (sk === 'request' && after('launch#') !== '')
    return {
      subject: after('launch#'),
      rules: [
        {
          stage: 'request_submitted',
          reached: (i) => text(i, 'last_step') === 'submitted',
          at: (i) => text(i, 'updated_at'),
        },
      ],
    };
  if (pk.startsWith('referrer#') && sk.startsWith('activity#')) {
    const subject = text(image, 'onboarding_resume_token') ?? `activity:${text(image, 'id') ?? sk}`;
    return {
      subject,
      rules: [
        {
          stage: 'live',
          reached: (i) => text(i, 'status') === 'completed',
          at: (i) => text(i, 'completed_at'),
        },
      ],
    };
  }
  return undefined;
}

function dayOf(iso: string | undefined, record: DynamoDBRecord): string | undefined {
  if (iso !== undefined && Number.isFinite(Date.parse(iso))) return lagosDate(iso);
  const seconds = record.dynamodb?.ApproximateCreationDateTime;
  return seconds === undefined ? undefined : lagosDate(seconds * 1000);
}

/**
 * The stages a stream record shows a journey reaching: the new image meets a stage's test and the old
 * one did not (an update of a record already past a stage is not news). Removes reach nothing.
 * Whether the hit is new is for the counted marker to say, so redelivery is harmless.
 */
export function funnelHits(record: DynamoDBRecord): FunnelHit[] {
  if (record.eventName !== 'INSERT' && record.eventName !== 'MODIFY') return [];
  const found = classify(record);
  const image = record.dynamodb?.NewImage;
  if (!found || !image) return [];
  const old = record.dynamodb?.OldImage;
  const hits: FunnelHit[] = [];
  for (const rule of found.rules) {
    if (!rule.reached(image) || rule.reached(old)) continue;
    const day = dayOf(rule.at(image), record);
    if (day !== undefined) hits.push({ stage: rule.stage, subject: found.subject, lagosDate: day });
  }
  return hits;
}
