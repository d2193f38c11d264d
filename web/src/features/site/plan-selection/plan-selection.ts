/**
 * Plan selection on the pricing page (spec: idle -> processing for about a second -> 'Plan
 * selected' toast -> /launch). The current plan is the one the visitor already chose (kept as
 * selectedServiceType, which the onboarding reads); choosing it again, or choosing anything while a
 * choice is processing, leaves the state untouched, so the page does nothing.
 */
export type PlanSelectionStatus = 'idle' | 'processing' | 'selected' | 'failed';

export interface PlanSelectionState {
  readonly status: PlanSelectionStatus;
  /** The plan being processed or just selected. */
  readonly planId: string | null;
  readonly currentPlanId: string | null;
}

export type PlanSelectionEvent =
  | { readonly type: 'restore'; readonly currentPlanId: string | null }
  | { readonly type: 'select'; readonly planId: string }
  | { readonly type: 'succeed' }
  | { readonly type: 'fail' };

export const initialPlanSelection: PlanSelectionState = { status: 'idle', planId: null, currentPlanId: null };

export function planSelectionReducer(
  state: PlanSelectionState,
  event: PlanSelectionEvent,
): PlanSelectionState {
  switch (event.type) {
    case 'restore':
      return state.status === 'idle' ? { ...state, currentPlanId: event.currentPlanId } : state;
    case 'select':
      if (state.status === 'processing' || event.planId === state.currentPlanId) return state;
      return { ...state, status: 'processing', planId: event.planId };
    case 'succeed':
      return state.status === 'processing'
        ? { status: 'selected', planId: state.planId, currentPlanId: state.planId }
        : state;
    case 'fail':
      return state.status === 'processing' ? { ...state, status: 'failed', planId: null } : state;
  }
}
