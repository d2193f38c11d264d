import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useNavigate } from '../../../lib/routing/index.ts';
import { PLAN_PROCESSING_DELAY_MS } from '../../../lib/web-timings.ts';
import { type Plan, isServiceType, parseLaunchService } from '@domain/plans.ts';
import { LOCAL_STORAGE_KEYS } from '@domain/storage-keys.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { initialPlanSelection, planSelectionReducer } from './plan-selection.ts';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function storedPlanId(): string | null {
  try {
    return localStorage.getItem(LOCAL_STORAGE_KEYS.selectedServiceType);
  } catch {
    return null;
  }
}

/** Records the choice where the onboarding looks for it; throws when storage refuses the write. */
async function recordPlanChoice(plan: Plan): Promise<void> {
  await wait(PLAN_PROCESSING_DELAY_MS);
  if (!isServiceType(plan.id)) throw new Error(`Plan ${plan.id} is not a service type`);
  localStorage.setItem(LOCAL_STORAGE_KEYS.selectedServiceType, plan.id);
}

export function usePlanSelection() {
  const [state, dispatch] = useReducer(planSelectionReducer, initialPlanSelection);
  const navigate = useNavigate();
  const stateRef = useRef(state);
  const mounted = useRef(true);

  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  // Read after hydration: the pre-rendered HTML cannot know what this browser stored.
  useEffect(() => {
    mounted.current = true;
    dispatch({ type: 'restore', currentPlanId: storedPlanId() });
    return () => {
      mounted.current = false;
    };
  }, []);

  const select = useCallback(
    (plan: Plan) => {
      const current = stateRef.current;
      const next = planSelectionReducer(current, { type: 'select', planId: plan.id });
      if (next === current) return;
      stateRef.current = next;
      dispatch({ type: 'select', planId: plan.id });
      recordPlanChoice(plan).then(
        () => {
          if (!mounted.current) return;
          dispatch({ type: 'succeed' });
          toast({ title: 'Plan selected', description: 'Redirecting to onboarding' });
          void navigate(paths.launch.href({ service: parseLaunchService(plan.id) ?? undefined }));
        },
        (error: unknown) => {
          console.error('Plan selection failed', error);
          if (!mounted.current) return;
          dispatch({ type: 'fail' });
          toast({ title: 'Error', description: 'Failed to process plan selection.', variant: 'destructive' });
        },
      );
    },
    [navigate],
  );

  return { state, select };
}
