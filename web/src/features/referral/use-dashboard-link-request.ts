import { useReducer, useRef } from 'react';
import { toast } from '../../components/ui/toast-store.ts';
import { refusalMessage } from '../../lib/api-client.ts';
import { checkLoginEmail } from './login.ts';
import { INITIAL_LOGIN, loginReducer } from './login-state.ts';
import { requestDashboardLink } from './referral-api.ts';
import { LOGIN_MESSAGES } from './referral-messages.ts';

/** The referral login: checks the address, asks the server to e-mail the dashboard link, reports the outcome. */
export function useDashboardLinkRequest() {
  const [state, dispatch] = useReducer(loginReducer, INITIAL_LOGIN);
  const sending = useRef(false);

  function fail(message: string): void {
    dispatch({ type: 'failed', message });
    toast({ title: 'Magic link not sent', description: message, variant: 'destructive' });
  }

  /** Resolves true when the link went out, false when the page shows a message instead. */
  async function send(): Promise<boolean> {
    if (sending.current) return false;
    const check = checkLoginEmail(state.email);
    if (!check.ok) {
      fail(check.message);
      return false;
    }
    sending.current = true;
    dispatch({ type: 'sending' });
    try {
      await requestDashboardLink(check.email);
      dispatch({ type: 'sent', email: check.email });
      toast({ title: 'Check your email', description: LOGIN_MESSAGES.success });
      return true;
    } catch (error: unknown) {
      // No account, no dashboard yet, the e-mail not sent: the server's words (spec section 8).
      fail(refusalMessage(error, LOGIN_MESSAGES.failed));
      return false;
    } finally {
      sending.current = false;
    }
  }

  return { state, dispatch, send };
}
