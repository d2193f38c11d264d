/** /referral-login: the form, the sending, then 'Check Your Email'. */
export type LoginPhase = 'editing' | 'sending' | 'sent';

export interface LoginState {
  readonly phase: LoginPhase;
  readonly email: string;
  readonly error: string | null;
  /** The address the link went to, shown on 'Check Your Email'. */
  readonly sentTo: string | null;
}

export type LoginAction =
  | { readonly type: 'edit'; readonly email: string }
  | { readonly type: 'sending' }
  | { readonly type: 'failed'; readonly message: string }
  | { readonly type: 'sent'; readonly email: string }
  | { readonly type: 'start-over' };

export const INITIAL_LOGIN: LoginState = { phase: 'editing', email: '', error: null, sentTo: null };

export function loginReducer(state: LoginState, action: LoginAction): LoginState {
  switch (action.type) {
    case 'edit':
      return { ...state, email: action.email };
    case 'sending':
      return { ...state, phase: 'sending', error: null };
    case 'failed':
      return { ...state, phase: 'editing', error: action.message };
    case 'sent':
      return { phase: 'sent', email: action.email, error: null, sentTo: action.email };
    // 'Send to different email': an empty form, ready for the other address.
    case 'start-over':
      return INITIAL_LOGIN;
  }
}
