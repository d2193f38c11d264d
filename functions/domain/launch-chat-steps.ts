/** Steps of the /launch chat, in order; the footer shows the current one in capitals. */
export const LAUNCH_STEPS = [
  'idea',
  'sector',
  'knowledge',
  'questions',
  'solution',
  'cta',
  'closing',
] as const;
export type LaunchStep = (typeof LAUNCH_STEPS)[number];

/**
 * Each step's name as people read it (issue #26): the footer shows it in capitals (spec: "the current
 * step name in capitals"), staff on the onboarding card. The ids stay internal (saves, storage, tests).
 */
export const LAUNCH_STEP_LABELS: Record<LaunchStep, string> = {
  idea: 'Your idea',
  sector: 'Your sector',
  knowledge: 'Your sector overview',
  questions: 'A few questions',
  solution: 'Your plan',
  cta: 'Book your call',
  closing: 'All set',
};

/** A stored last_step as people read it; a value from an older version shows as saved. */
export const launchStepLabel = (step: string): string =>
  (LAUNCH_STEP_LABELS as Record<string, string | undefined>)[step] ?? step;

/** Progress stages the launch chat saves as stage_completed; meeting_booked is the final one. */
export const PROGRESS_STAGES = ['idea', 'sector', 'questions', 'solution', 'cta', 'meeting_booked'] as const;
export type ProgressStage = (typeof PROGRESS_STAGES)[number];
export const FINAL_PROGRESS_STAGE: ProgressStage = 'meeting_booked';
export const FINAL_LAUNCH_STEP: LaunchStep = 'closing';

/** Calls the launch chat makes to launch-chat-onboarding. */
export const ONBOARDING_CALL_STAGES = ['autosave', 'finalize', 'ai_failure_tracking'] as const;
export type OnboardingCallStage = (typeof ONBOARDING_CALL_STAGES)[number];

export type StageBadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline';

/** Badge of an onboarding record's stage in the admin list; an empty stage reads 'Not started'. */
export function onboardingStageBadge(stage: string | null | undefined): {
  variant: StageBadgeVariant;
  label: string;
} {
  if (!stage) return { variant: 'outline', label: 'Not started' };
  if (stage === 'completed' || stage === 'meeting_booked') return { variant: 'default', label: stage };
  if (stage === 'in_progress') return { variant: 'secondary', label: stage };
  if (stage === 'abandoned') return { variant: 'destructive', label: stage };
  return { variant: 'outline', label: stage };
}
