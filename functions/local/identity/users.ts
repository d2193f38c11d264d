import { randomBytes, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import { normaliseEmail } from '../../services/auth/otp.ts';
import { CognitoError } from './cognito-error.ts';
import type { SavedUser } from './pool-file.ts';

const ADMIN_GROUP = 'admins';

export type UserStatus = 'CONFIRMED' | 'UNCONFIRMED';

/** A user of the local pool. As in a pool whose username attribute is e-mail, `username` is a UUID (= sub). */
export interface PoolUser {
  readonly username: string;
  readonly sub: string;
  readonly email: string;
  readonly createdAt: number;
  emailVerified: boolean;
  status: UserStatus;
  groups: string[];
  /** other standard attributes the sign-up sent (name, ...) */
  extraAttributes: Record<string, string>;
  password: { hash: string; salt: string };
}

const PASSWORD_RULES: [RegExp, string][] = [
  [/.{8,}/, 'Password not long enough'],
  [/[a-z]/, 'Password must have lowercase characters'],
  [/[A-Z]/, 'Password must have uppercase characters'],
  [/\d/, 'Password must have numeric characters'],
  [/[^A-Za-z0-9]/, 'Password must have symbol characters'],
];

/** The user pool's default policy (the CDK default): 8+ characters with lower, upper, digit and symbol. */
export function assertPasswordPolicy(password: string) {
  const broken = PASSWORD_RULES.find(([rule]) => !rule.test(password));
  if (broken)
    throw new CognitoError('InvalidPasswordException', `Password did not conform with policy: ${broken[1]}`);
}

/** For passwordless sign-ups: nobody knows it, so the e-mailed code is the only way in. */
export function unguessablePassword(): string {
  return `${randomBytes(24).toString('base64url')}aA1!`;
}

function hashPassword(password: string, salt: string): Promise<string> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, 32, (error, key) => (error ? reject(error) : resolve(key.toString('base64')))),
  );
}

export class UserDirectory {
  private readonly byUsername = new Map<string, PoolUser>();
  private readonly byEmail = new Map<string, PoolUser>();

  /** Finds by username (UUID) or by e-mail, as a pool with e-mail sign-in does. */
  find(usernameOrEmail: string): PoolUser | undefined {
    return this.byUsername.get(usernameOrEmail) ?? this.byEmail.get(normaliseEmail(usernameOrEmail));
  }

  async create(input: {
    email: string;
    password: string;
    now: number;
    status?: UserStatus;
    emailVerified?: boolean;
    groups?: string[];
    extraAttributes?: Record<string, string>;
  }): Promise<PoolUser> {
    const email = normaliseEmail(input.email);
    if (this.byEmail.has(email)) {
      throw new CognitoError('UsernameExistsException', 'An account with the given email already exists.');
    }
    const username = randomUUID();
    const salt = randomBytes(16).toString('base64');
    const user: PoolUser = {
      username,
      sub: username,
      email,
      createdAt: input.now,
      emailVerified: input.emailVerified ?? false,
      status: input.status ?? 'CONFIRMED',
      groups: input.groups ?? [],
      extraAttributes: input.extraAttributes ?? {},
      password: { salt, hash: await hashPassword(input.password, salt) },
    };
    this.byUsername.set(username, user);
    this.byEmail.set(email, user);
    return user;
  }

  async setPassword(user: PoolUser, password: string) {
    const salt = randomBytes(16).toString('base64');
    user.password = { salt, hash: await hashPassword(password, salt) };
  }

  async passwordMatches(user: PoolUser, password: string): Promise<boolean> {
    const candidate = Buffer.from(await hashPassword(password, user.password.salt), 'base64');
    const stored = Buffer.from(user.password.hash, 'base64');
    return candidate.length === stored.length && timingSafeEqual(candidate, stored);
  }

  /** The local admin printed at start: created once, then kept in `admins` with the configured password. */
  async ensureAdmin(admin: { email: string; password: string }, now: number): Promise<PoolUser> {
    const existing = this.find(admin.email);
    if (!existing) return this.create({ ...admin, now, emailVerified: true, groups: [ADMIN_GROUP] });
    if (!existing.groups.includes(ADMIN_GROUP)) existing.groups = [...existing.groups, ADMIN_GROUP];
    existing.status = 'CONFIRMED';
    existing.emailVerified = true;
    if (!(await this.passwordMatches(existing, admin.password)))
      await this.setPassword(existing, admin.password);
    return existing;
  }

  /** The users of one group, oldest first (ListUsersInGroup). */
  inGroup(group: string): PoolUser[] {
    return [...this.byUsername.values()]
      .filter((user) => user.groups.includes(group))
      .sort((a, b) => a.createdAt - b.createdAt);
  }

  /** Users as a saved pool holds them (passwords only as salted scrypt hashes). */
  snapshot(): SavedUser[] {
    return [...this.byUsername.values()].map((user) => structuredClone(user));
  }

  restore(saved: readonly SavedUser[]) {
    this.clear();
    for (const user of saved) {
      const copy: PoolUser = structuredClone(user);
      this.byUsername.set(copy.username, copy);
      this.byEmail.set(normaliseEmail(copy.email), copy);
    }
  }

  clear() {
    this.byUsername.clear();
    this.byEmail.clear();
  }
}

/** The attributes Cognito hands to triggers (`userAttributes`) and returns from GetUser. */
export function userAttributes(user: PoolUser): Record<string, string> {
  return {
    ...user.extraAttributes,
    sub: user.sub,
    email: user.email,
    email_verified: String(user.emailVerified),
  };
}
