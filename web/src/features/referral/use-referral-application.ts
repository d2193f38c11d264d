import { type Dispatch, useCallback, useReducer, useRef } from 'react';
import { toast } from '../../components/ui/toast-store.ts';
import type { ReferralCheckedField } from './application.ts';
import {
  type ApplicationAction,
  applicationReducer,
  type ApplicationState,
  INITIAL_APPLICATION,
} from './application-state.ts';
import { APPLY_MESSAGES } from './referral-messages.ts';

// The API client is needed only to send, so it stays out of the page's first load (budget: 85 KB),
// and with it the words of a refusal (refusalMessage).
const loadReferralApi = () => import('./referral-api.ts');
// So is the contract's schema that checks the form before sending (it brings zod).
const loadApplicationCheck = () => import('./application-check.ts');
const checkWith = async (values: ApplicationState['values']) =>
  (await loadApplicationCheck()).checkReferralApplication(values);

/**
 * The /refer form's state and its submit. Every refusal is shown twice on purpose: a destructive
 * toast that catches the eye, and the same words under the form, which stay until the next try.
 */
export function useReferralApplication() {
  const [state, apply] = useReducer(applicationReducer, INITIAL_APPLICATION);
  // The first keystroke fetches the API client, so it is there by the time the form is sent.
  const dispatch = useCallback<Dispatch<ApplicationAction>>((action) => {
    void loadReferralApi();
    void loadApplicationCheck();
    apply(action);
  }, []);
  // A second press while the first is on its way must not send a second application.
  const sending = useRef(false);

  function fail(message: string): void {
    dispatch({ type: 'failed', message });
    toast({ title: 'Application not submitted', description: message, variant: 'destructive' });
  }

  /** Sends the application; resolves to the field a validation message names, else null. */
  async function submit(): Promise<ReferralCheckedField | null> {
    if (sending.current) return null;
    sending.current = true;
    let check: Awaited<ReturnType<typeof checkWith>>;
    try {
      check = await checkWith(state.values);
    } catch (error: unknown) {
      // The check could not even load (offline before the first keystroke's fetch came back).
      sending.current = false;
      console.error('Referral application failed', error);
      fail(APPLY_MESSAGES.failed);
      return null;
    }
    if (!check.ok) {
      sending.current = false;
      dispatch({ type: 'rejected', message: check.message, field: check.field });
      toast({ title: 'Please check the form', description: check.message, variant: 'destructive' });
      return check.field;
    }
    dispatch({ type: 'submitting' });
    let api: Awaited<ReturnType<typeof loadReferralApi>> | undefined;
    try {
      api = await loadReferralApi();
      const { dashboard_token } = await api.submitReferralApplication(check.body);
      dispatch({ type: 'submitted', dashboardToken: dashboard_token });
      toast({ title: 'Application received', description: APPLY_MESSAGES.success });
    } catch (error: unknown) {
      // A refusal (the duplicate e-mail, a rate limit) in the server's words; any other error (the
      // client itself not loading included) in the spec's own sentence.
      fail(api ? api.refusalMessage(error, APPLY_MESSAGES.failed) : APPLY_MESSAGES.failed);
    } finally {
      sending.current = false;
    }
    return null;
  }

  return { state, dispatch, submit };
}
