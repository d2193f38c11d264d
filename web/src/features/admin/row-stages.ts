import { LAUNCH_STEPS, type LaunchStep } from '@domain/launch-chat-steps.ts';
import type { AdminLaunchRequest, AdminOnboardingRecord } from './admin-api.ts';

/** A stage as a list row shows it and its filter offers it: an id for the URL, words for people. */
export interface RowStage {
  readonly id: string;
  readonly label: string;
}

/** A list of stages from id → words, written the way the domain writes its labels; the order is kept. */
const stagesOf = (labels: Readonly<Record<string, string>>): readonly RowStage[] =>
  Object.entries(labels).map(([id, label]) => ({ id, label }));

/** How far an onboarding record's founder got, furthest first (issue #26): the row's Stage. */
export const ONBOARDING_STAGES = stagesOf({
  paid: 'Paid',
  payment_link_sent: 'Awaiting payment',
  call_booked: 'Call booked',
  call_canceled: 'Call canceled',
  plan_shown: 'Plan shown',
  in_launch_chat: 'In the launch chat',
});

const byId = (stages: readonly RowStage[], id: string): RowStage =>
  stages.find((stage) => stage.id === id) ?? { id, label: id };

const PLAN_SHOWN_AT = LAUNCH_STEPS.indexOf('solution');
const PLAN_SHOWN_STAGES = new Set(['solution', 'cta', 'meeting_booked', 'completed']);

export function onboardingStage(record: AdminOnboardingRecord): RowStage {
  const stage = (id: string) => byId(ONBOARDING_STAGES, id);
  if (record.paid) return stage('paid');
  if (record.payment_link_sent_at) return stage('payment_link_sent');
  if (record.setup_call?.status === 'booked' || record.stage_completed === 'meeting_booked')
    return stage('call_booked');
  if (record.setup_call?.status === 'canceled') return stage('call_canceled');
  const step = LAUNCH_STEPS.indexOf((record.last_step ?? '') as LaunchStep);
  if (step >= PLAN_SHOWN_AT || PLAN_SHOWN_STAGES.has(record.stage_completed ?? ''))
    return stage('plan_shown');
  return stage('in_launch_chat');
}

/** Where a launch request (the details after payment) stands: submitted, or the step it is on. */
export const LAUNCH_REQUEST_STAGES = stagesOf({
  submitted: 'Submitted',
  bank_details: 'On bank details',
  id_document: 'On the ID document',
  bvn: 'On the BVN',
  business: 'On business details',
  not_started: 'Not started',
});

export function launchRequestStage(request: AdminLaunchRequest): RowStage {
  return byId(LAUNCH_REQUEST_STAGES, request.last_step ?? 'not_started');
}

/** A stage's place in its list, for sorting rows by stage (furthest first). */
export const stageRank = (stages: readonly RowStage[], id: string): number => {
  const index = stages.findIndex((stage) => stage.id === id);
  return index === -1 ? stages.length : index;
};
