import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import {
  confirmPasswordReset,
  requestPasswordReset,
  sendSignInCode,
  signInWithPassword,
  signOutUser,
  verifySignInCode,
  type AuthResult,
  type CodeResult,
  type CodeType,
} from './auth-client.ts';
import {
  clearSession,
  getAuthState,
  noteAuthEvent,
  startAuth,
  subscribeAuth,
  syncSession,
  verifyBvn,
  type AuthState,
} from './auth-store.ts';

export interface AuthContextValue extends AuthState {
  /** Step one of the two-step login: e-mail a code (type login). */
  login(email: string): Promise<AuthResult>;
  /** Like login, creating the account first (type signup). */
  signup(email: string): Promise<AuthResult>;
  sendCode(email: string, type?: CodeType): Promise<AuthResult>;
  /** Step two: the code; on success the session is set. */
  verifyCode(code: string): Promise<CodeResult>;
  /** Staff sign-in: true when signed in. */
  signInWithPassword(email: string, password: string): Promise<boolean>;
  /** Clears user and session. */
  logout(): Promise<void>;
  /** Simulated: resolves true after 2 seconds with the user marked bvnVerified. */
  verifyBVN(): Promise<boolean>;
  requestPasswordReset(email: string): Promise<AuthResult>;
  confirmPasswordReset(input: { email: string; code: string; newPassword: string }): Promise<AuthResult>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

async function afterSignIn<T extends { success: boolean } | boolean>(result: T): Promise<T> {
  // Hub's signedIn arrives too, but callers navigate next and must see the user already.
  if (result === true || (typeof result === 'object' && result.success)) await syncSession();
  return result;
}

const actions = {
  login: (email: string) => sendSignInCode(email, 'login'),
  signup: (email: string) => sendSignInCode(email, 'signup'),
  sendCode: (email: string, type: CodeType = 'login') => sendSignInCode(email, type),
  verifyCode: async (code: string) => afterSignIn(await verifySignInCode(code)),
  signInWithPassword: async (email: string, password: string) =>
    afterSignIn(await signInWithPassword(email, password)),
  logout: async () => {
    try {
      await signOutUser();
    } finally {
      clearSession();
    }
  },
  verifyBVN: verifyBvn,
  requestPasswordReset: async (email: string) => {
    const result = await requestPasswordReset(email);
    if (result.success) noteAuthEvent('PASSWORD_RECOVERY');
    return result;
  },
  confirmPasswordReset: async (input: { email: string; code: string; newPassword: string }) => {
    const result = await confirmPasswordReset(input);
    if (result.success) noteAuthEvent('USER_UPDATED');
    return result;
  },
};

/**
 * Auth for the pages that need it (admin, password reset, payment sign-in). The state lives in a
 * page-wide store, so several providers on the way through the app agree on who is signed in.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const state = useSyncExternalStore(subscribeAuth, getAuthState, getAuthState);
  useEffect(() => {
    void startAuth();
  }, []);
  const value = useMemo<AuthContextValue>(() => ({ ...state, ...actions }), [state]);
  return <AuthContext value={value}>{children}</AuthContext>;
}

/** The auth context where a component may also render without one (it then skips what needs it). */
export function useOptionalAuth(): AuthContextValue | null {
  return useContext(AuthContext);
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
