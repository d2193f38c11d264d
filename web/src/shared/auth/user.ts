import { LOCAL_STORAGE_KEYS } from '@domain/storage-keys.ts';

/** The signed-in user as the spec describes it; `type` is always 'user', admins included. */
export interface AppUser {
  readonly id: string;
  readonly email: string;
  /** Full name from the account profile, else the e-mail, else 'User'. */
  readonly name: string;
  readonly type: 'user';
  readonly bvnVerified: boolean;
  /** ISO time; see `toAppUser`. */
  readonly createdAt: string;
}

/** What the ID token says about the account (claims are `unknown` until checked). */
export interface AccountClaims {
  readonly sub?: unknown;
  readonly email?: unknown;
  /** the profile's full name (Cognito's standard `name` attribute) */
  readonly name?: unknown;
  /** seconds since the epoch of this sign-in */
  readonly auth_time?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The app's user from the account's claims. Cognito's tokens carry no account creation date, so
 * `createdAt` is when this browser first saw the account signed in (the first sign-in's auth_time),
 * kept from the stored user while the id matches. bvnVerified likewise survives a token refresh.
 */
export function toAppUser(
  claims: AccountClaims,
  previous: AppUser | null,
  now: Date = new Date(),
): AppUser | null {
  const id = text(claims.sub);
  if (!id) return null;
  const email = text(claims.email);
  const same = previous?.id === id ? previous : null;
  const authTime = typeof claims.auth_time === 'number' ? new Date(claims.auth_time * 1000) : now;
  return {
    id,
    email,
    name: text(claims.name) || email || 'User',
    type: 'user',
    bvnVerified: same?.bvnVerified ?? false,
    createdAt: same?.createdAt ?? authTime.toISOString(),
  };
}

function isAppUser(value: unknown): value is AppUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'string' &&
    typeof user.email === 'string' &&
    typeof user.name === 'string' &&
    user.type === 'user' &&
    typeof user.bvnVerified === 'boolean' &&
    typeof user.createdAt === 'string'
  );
}

/** The mirrored user, or null when absent, unreadable or of another shape. */
export function readStoredUser(): AppUser | null {
  try {
    const raw = localStorage.getItem(LOCAL_STORAGE_KEYS.user);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isAppUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Sets or clears the mirror; storage may be full or blocked, which must not break sign-in. */
export function storeUser(user: AppUser | null): void {
  try {
    if (user) localStorage.setItem(LOCAL_STORAGE_KEYS.user, JSON.stringify(user));
    else localStorage.removeItem(LOCAL_STORAGE_KEYS.user);
  } catch {
    // The in-memory state is the source of truth; the mirror is a convenience.
  }
}
