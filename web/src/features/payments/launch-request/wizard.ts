import type { LaunchRequestView } from '@domain/contracts/launch-request.ts';

/** What every screen of the form is given: the link's token, the request as saved, and what to do with a saved one. */
export interface StepProps {
  readonly token: string;
  readonly request: LaunchRequestView;
  readonly onSaved: (request: LaunchRequestView) => void;
}

/** The screens of the form; BVN and the ID document share the identity screen. */
export const WIZARD_STEPS = ['business', 'identity', 'bank', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number] | 'done';

export const STEP_TITLES: Record<(typeof WIZARD_STEPS)[number], string> = {
  business: 'Your business',
  identity: 'Verify your identity',
  bank: 'Payout bank account',
  review: 'Review and submit',
};

export type WizardState =
  | { readonly phase: 'loading' }
  | { readonly phase: 'failed'; readonly status: number; readonly message: string }
  | { readonly phase: 'ready'; readonly step: WizardStep; readonly request: LaunchRequestView };

export type WizardEvent =
  | { type: 'loaded'; request: LaunchRequestView }
  | { type: 'failed'; status: number; message: string }
  | { type: 'saved'; request: LaunchRequestView; next?: WizardStep }
  | { type: 'goTo'; step: WizardStep };

/** Where a resumed request continues: the first screen with something missing. */
export function resumeStep(request: LaunchRequestView): WizardStep {
  if (request.last_step === 'submitted') return 'done';
  if (!request.business_name || !request.phone) return 'business';
  if (!request.has_bvn || !request.has_id_document) return 'identity';
  if (!request.has_bank_details) return 'bank';
  return 'review';
}

export function reduceWizard(state: WizardState, event: WizardEvent): WizardState {
  switch (event.type) {
    case 'loaded':
      return { phase: 'ready', request: event.request, step: resumeStep(event.request) };
    case 'failed':
      return { phase: 'failed', status: event.status, message: event.message };
    case 'saved':
      return state.phase === 'ready'
        ? { ...state, request: event.request, step: event.next ?? state.step }
        : { phase: 'ready', request: event.request, step: event.next ?? resumeStep(event.request) };
    case 'goTo':
      return state.phase === 'ready' ? { ...state, step: event.step } : state;
  }
}
