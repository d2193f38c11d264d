import { Hub } from 'aws-amplify/utils';
import { BVN_SIMULATION_DELAY_MS } from '../../lib/web-timings.ts';
import { ensureAmplifyConfigured } from './amplify.ts';
import { readSession } from './auth-client.ts';
import { readStoredUser, storeUser, toAppUser, type AppUser } from './user.ts';

/** The spec's session: access token, expiry and user (Amplify keeps the refresh token to itself). */
export interface AuthSession {
  readonly accessToken: string;
  /** seconds since the epoch */
  readonly expires_at: number;
  readonly user: AppUser;
}

/**
 * The spec's auth states: signed out, signed in, session refreshed, password recovery, user
 * updated, signed out again. INITIAL until the first session check answers.
 */
export type AuthEvent =
  'INITIAL' | 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'PASSWORD_RECOVERY' | 'USER_UPDATED';

export interface AuthState {
  /** What last changed the session (the spec's auth state). */
  readonly event: AuthEvent;
  /** True until the first session check of this page has finished. */
  readonly isLoading: boolean;
  readonly user: AppUser | null;
  readonly session: AuthSession | null;
  /** The session check itself failed (e.g. the runtime config could not load). */
  readonly error: Error | null;
}

/*
 * One store per page, not per provider: pages mount their own AuthProvider (auth stays out of the
 * public bundle), and moving from /admin/login to /quarteradmin must not forget who signed in.
 */
let state: AuthState = { event: 'INITIAL', isLoading: true, user: null, session: null, error: null };
const listeners = new Set<() => void>();

function publish(next: AuthState): void {
  state = next;
  // Every session change sets or clears the mirrored user.
  storeUser(next.user);
  for (const listener of listeners) listener();
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAuthState(): AuthState {
  return state;
}

let checks = 0;

/** Reads Amplify's session and publishes it; the newest check wins when several overlap. */
export async function syncSession(cause?: AuthEvent): Promise<void> {
  const check = ++checks;
  try {
    const session = await readSession();
    if (check !== checks) return;
    const user = session ? toAppUser(session.claims, state.user ?? readStoredUser()) : null;
    const changed = session && !state.session ? 'SIGNED_IN' : !session && state.session ? 'SIGNED_OUT' : null;
    publish({
      event: cause ?? changed ?? state.event,
      isLoading: false,
      user,
      session:
        session && user ? { accessToken: session.accessToken, expires_at: session.expiresAt, user } : null,
      error: null,
    });
  } catch (error: unknown) {
    if (check !== checks) return;
    publish({
      event: state.session ? 'SIGNED_OUT' : state.event,
      isLoading: false,
      user: null,
      session: null,
      error: error instanceof Error ? error : new Error(String(error)),
    });
  }
}

let started: Promise<void> | undefined;

/** Configures Amplify, follows its Auth Hub events and runs the first session check (once per page). */
export function startAuth(): Promise<void> {
  started ??= ensureAmplifyConfigured().then(
    () => {
      Hub.listen('auth', ({ payload }) => {
        switch (payload.event) {
          case 'signedIn':
            void syncSession('SIGNED_IN');
            break;
          case 'signedOut':
          case 'tokenRefresh_failure':
            void syncSession('SIGNED_OUT');
            break;
          case 'tokenRefresh':
            void syncSession('TOKEN_REFRESHED');
        }
      });
      return syncSession();
    },
    (error: unknown) => {
      started = undefined;
      publish({
        ...state,
        isLoading: false,
        error: error instanceof Error ? error : new Error(String(error)),
      });
    },
  );
  return started;
}

/** After a sign-out: no user, no session, straight away (the Hub event follows). */
export function clearSession(): void {
  checks += 1;
  publish({ event: 'SIGNED_OUT', isLoading: false, user: null, session: null, error: null });
}

/** A reset code was sent (PASSWORD_RECOVERY) or the account changed (USER_UPDATED). */
export function noteAuthEvent(event: 'PASSWORD_RECOVERY' | 'USER_UPDATED'): void {
  publish({ ...state, event });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** BVN verification is simulated (spec): after 2 seconds the user is verified, no server call. */
export async function verifyBvn(): Promise<boolean> {
  await wait(BVN_SIMULATION_DELAY_MS);
  const { user, session } = state;
  if (!user) return false;
  const verified: AppUser = { ...user, bvnVerified: true };
  publish({
    ...state,
    event: 'USER_UPDATED',
    user: verified,
    session: session ? { ...session, user: verified } : null,
  });
  return true;
}

/** Tests start from a fresh page, or from a given state (published like a session check's). */
export function resetAuthStoreForTests(next?: AuthState): void {
  checks += 1;
  started = undefined;
  if (next) publish(next);
  else state = { event: 'INITIAL', isLoading: true, user: null, session: null, error: null };
}
