import {
  confirmResetPassword,
  confirmSignIn,
  fetchAuthSession,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from 'aws-amplify/auth';
import { OTP_RULES } from '@domain/sign-in-codes.ts';
import { isSimpleEmail } from '@domain/email.ts';
import { audienceOfPath, ensureAmplifyConfigured, type AuthAudience } from './amplify.ts';
import { AUTH_MESSAGES, authFailureMessage, errorFacts } from './auth-messages.ts';
import type { AccountClaims } from './user.ts';
import { AuthSessionMissingError, toAuthError } from './auth-errors.ts';

/** The spec's shape for login, verify, signup and reset: success, or failure with the message. */
export type AuthResult = { success: true } | { success: false; error: string };

/** A failed code answer; `restart` means this sign-in is over and a new code must be requested. */
export type CodeResult = { success: true } | { success: false; error: string; restart: boolean };

/** `login` for a known account; `signup` creates the account first. Both end in an e-mailed code. */
export type CodeType = 'login' | 'signup';

export interface SignedInSession {
  readonly claims: AccountClaims;
  readonly accessToken: string;
  /** seconds since the epoch */
  readonly expiresAt: number;
}

const fail = (error: string): { success: false; error: string } => ({ success: false, error });

/** The failure is only logged (spec); the caller gets the sentence to show. */
function logged(action: string, error: unknown): void {
  const { name, message } = errorFacts(error);
  console.warn(`[auth] ${action} failed: ${name}: ${message}`);
}

/** The session of one app client from Amplify's token store, refreshing an expired access token if it can. */
async function readSessionOf(
  audience: AuthAudience,
  options: { forceRefresh?: boolean },
): Promise<SignedInSession | null> {
  await ensureAmplifyConfigured(audience);
  const { tokens } = await fetchAuthSession(options);
  if (!tokens?.idToken) return null;
  return {
    claims: tokens.idToken.payload,
    accessToken: tokens.accessToken.toString(),
    expiresAt: tokens.accessToken.payload.exp ?? 0,
  };
}

/**
 * The current session. On a staff page the staff client's session counts first; a customer
 * signed in with a code is still signed in there (and the admin guard sends them home).
 */
export async function readSession(options: { forceRefresh?: boolean } = {}): Promise<SignedInSession | null> {
  const audience = typeof location === 'undefined' ? 'customers' : audienceOfPath(location.pathname);
  const session = await readSessionOf(audience, options);
  if (session || audience === 'customers') return session;
  return readSessionOf('customers', options);
}

/** The signed-in session, or the named AuthSessionMissingError ('Auth session missing!'). */
export async function requireSession(): Promise<SignedInSession> {
  let session: SignedInSession | null;
  try {
    session = await readSession();
  } catch (error: unknown) {
    throw toAuthError(error);
  }
  if (!session) throw new AuthSessionMissingError();
  return session;
}

/** The access token for API calls, or undefined when nobody is signed in. */
export async function accessToken(): Promise<string | undefined> {
  return (await readSession().catch(() => null))?.accessToken;
}

/**
 * Someone else's (or a stale) session on the same app client would make Amplify refuse a new
 * sign-in. Leaves Amplify configured for `audience`, which the sign-in that follows uses.
 */
async function leaveCurrentSession(audience: AuthAudience): Promise<void> {
  if (await readSessionOf(audience, {}).catch(() => null)) await signOut();
  await ensureAmplifyConfigured(audience);
}

/**
 * A strong password nobody knows, for e-mail accounts: the pool requires one at sign-up, but these
 * people only ever sign in with an e-mailed code.
 */
function unguessablePassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return `${btoa(String.fromCharCode(...bytes)).replace(/[+/=]/g, '')}aA1!`;
}

async function ensureAccount(email: string): Promise<void> {
  try {
    // PreSignUp confirms e-mail sign-ups, so the account can sign in at once.
    await signUp({
      username: email,
      password: unguessablePassword(),
      options: { userAttributes: { email } },
    });
  } catch (error: unknown) {
    if (errorFacts(error).name !== 'UsernameExistsException') throw error;
  }
}

/** The sign-in waiting for its code, so a failed answer can say how many tries are left. */
let pending: { email: string; sentAt: number; wrongAnswers: number } | null = null;

/**
 * Step one: e-mail a code. Cognito answers an unknown e-mail like a known one (so nobody can probe
 * for accounts), so the account is created first when it does not exist yet.
 */
export async function sendSignInCode(rawEmail: string, type: CodeType = 'login'): Promise<AuthResult> {
  const email = rawEmail.trim().toLowerCase();
  if (!isSimpleEmail(email)) return fail(AUTH_MESSAGES.invalidEmail);
  try {
    await leaveCurrentSession('customers');
    await ensureAccount(email);
    const started = await signIn({
      username: email,
      options: { authFlowType: 'CUSTOM_WITHOUT_SRP', clientMetadata: { type } },
    });
    if (started.nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE') {
      logged('send code', new Error(`unexpected step ${started.nextStep.signInStep}`));
      return fail(AUTH_MESSAGES.signInFailed);
    }
    pending = { email, sentAt: Date.now(), wrongAnswers: 0 };
    return { success: true };
  } catch (error: unknown) {
    pending = null;
    logged('send code', error);
    return fail(authFailureMessage(error));
  }
}

/** Step two: answer with the code; on success Amplify holds the session and Hub says signedIn. */
export async function verifySignInCode(rawCode: string): Promise<CodeResult> {
  const code = rawCode.replace(/\s+/g, '');
  if (!new RegExp(`^\\d{${OTP_RULES.digits}}$`).test(code))
    return { success: false, error: AUTH_MESSAGES.codeShape, restart: false };
  const flow = pending;
  if (!flow) return { success: false, error: AUTH_MESSAGES.noCodeRequested, restart: true };
  try {
    const answer = await confirmSignIn({ challengeResponse: code });
    if (answer.isSignedIn) {
      pending = null;
      return { success: true };
    }
    flow.wrongAnswers += 1;
    // Asked again: the code challenge sends the sentence to show with the ask (the server's words).
    const said =
      answer.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE'
        ? answer.nextStep.additionalInfo?.message
        : undefined;
    return { success: false, error: said ?? AUTH_MESSAGES.signInFailed, restart: false };
  } catch (error: unknown) {
    logged('verify code', error);
    const { name } = errorFacts(error);
    // Cognito ends the challenge with the same NotAuthorized for the last wrong answer, an expired
    // code and an expired sign-in session; what this browser saw tells them apart.
    if (name === 'NotAuthorizedException' || name === 'SignInException') {
      pending = null;
      const expired =
        Date.now() - flow.sentAt >= OTP_RULES.ttlMs || flow.wrongAnswers < OTP_RULES.maxAttempts - 1;
      return {
        success: false,
        error: expired ? AUTH_MESSAGES.expiredCode : AUTH_MESSAGES.tooManyWrongCodes,
        restart: true,
      };
    }
    return { success: false, error: authFailureMessage(error), restart: name !== 'NetworkError' };
  }
}

/** Staff sign-in with e-mail and password: true when signed in. */
export async function signInWithPassword(email: string, password: string): Promise<boolean> {
  try {
    await leaveCurrentSession('staff');
    const result = await signIn({
      username: email.trim(),
      password,
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    if (!result.isSignedIn)
      logged('password sign-in', new Error(`unexpected step ${result.nextStep.signInStep}`));
    return result.isSignedIn;
  } catch (error: unknown) {
    logged('password sign-in', error);
    return false;
  }
}

/** Ends the session in this browser (Amplify also revokes the refresh token). */
export async function signOutUser(): Promise<void> {
  pending = null;
  await ensureAmplifyConfigured();
  await signOut();
}

/** E-mails a reset link to the site's /password-reset page (the pool's e-mail carries the code). */
export async function requestPasswordReset(rawEmail: string): Promise<AuthResult> {
  const email = rawEmail.trim().toLowerCase();
  if (!isSimpleEmail(email)) return fail(AUTH_MESSAGES.invalidEmail);
  try {
    await ensureAmplifyConfigured('staff');
    await resetPassword({ username: email });
    return { success: true };
  } catch (error: unknown) {
    logged('password reset', error);
    return fail(authFailureMessage(error));
  }
}

/** Sets the new password with the code from the link (or typed from the e-mail). */
export async function confirmPasswordReset(input: {
  email: string;
  code: string;
  newPassword: string;
}): Promise<AuthResult> {
  try {
    await ensureAmplifyConfigured('staff');
    await confirmResetPassword({
      username: input.email.trim().toLowerCase(),
      confirmationCode: input.code.trim(),
      newPassword: input.newPassword,
    });
    return { success: true };
  } catch (error: unknown) {
    logged('confirm password reset', error);
    const { name } = errorFacts(error);
    if (name === 'CodeMismatchException') return fail(AUTH_MESSAGES.resetCodeWrong);
    if (name === 'ExpiredCodeException') return fail(AUTH_MESSAGES.resetCodeExpired);
    if (
      name === 'InvalidPasswordException' ||
      name === 'NetworkError' ||
      name.endsWith('LimitExceededException')
    )
      return fail(authFailureMessage(error));
    return fail(AUTH_MESSAGES.resetFailed);
  }
}
