/**
 * Sign-in's public face. Features (admin, payments, the auth pages) import from here only.
 * Everything here pulls in aws-amplify: import it from lazily loaded route chunks, never from a
 * public page's initial code.
 */
export { AuthProvider, useAuth, useOptionalAuth, type AuthContextValue } from './auth-provider.tsx';
export { EmailCodeSignIn } from './components/email-code-sign-in.tsx';
export { RequireSignedIn } from './components/require-signed-in.tsx';
export { safeNextPath } from './safe-next.ts';
export {
  accessToken,
  requireSession,
  type AuthResult,
  type CodeResult,
  type CodeType,
} from './auth-client.ts';
export * from './auth-errors.ts';
export { getAuthState, type AuthEvent, type AuthSession, type AuthState } from './auth-store.ts';
export type { AppUser } from './user.ts';
