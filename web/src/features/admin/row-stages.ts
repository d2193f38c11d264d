import { LAUNCH_STEPS, type LaunchStep } from '@domain/launch-chat-steps.ts';
import type { AdminLaunchRequest, AdminOnboardingRecord } from './admin-api.ts';

/** A stage as a list row shows it and its filter offers it: an id for the URL, words for people. */
export interface RowStage {
  readonly id: string;
  readonly label: string;
}

/** How far an onboarding record's founder got, furthest first (issue #26): the row's Stage. */
export const ONBOARDING_STAGES: readonly RowStage[] = [
  { id: 'paid', label: 'Paid' },
  { id: 'payment_link_sent', label: 'Awaiting payment' },
  { id: 'call_booked', label: 'Call booked' },
  { id: 'call_canceled', label: 'Call canceled' },
  { id: 'plan_shown', label: 'Plan shown' },
  { id: 'in_launch_chat', label: 'In the launch chat' },
];

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
export const LAUNCH_REQUEST_STAGES: readonly RowStage[] = [
  { id: 'submitted', label: 'Submitted' },
  { id: 'bank_details', label: 'On bank details' },
  { id: 'id_document', label: 'On the ID document' },
  { id: 'bvn', label: 'On the BVN' },
  { id: 'business', label: 'On business details' },
  { id: 'not_started', label: 'Not started' },
];

export function launchRequestStage(request: AdminLaunchRequest): RowStage {
  return byId(LAUNCH_REQUEST_STAGES, request.last_step ?? 'not_started');
}

/** A stage's place in its list, for sorting rows by stage (furthest first). */
export const stageRank = (stages: readonly RowStage[], id: string): number => {
  const index = stages.findIndex((stage) => stage.id === id);
  return index === -1 ? stages.length : index;
};
