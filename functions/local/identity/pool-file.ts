import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { JWK } from 'jose';
import { z } from 'zod';

/** The name of the identity provider's state file inside DATA_DIR. */
export const POOL_FILE_NAME = 'identity.json';

const jwkSchema = z.custom<JWK>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    'kty' in value &&
    value.kty === 'RSA' &&
    'n' in value &&
    typeof value.n === 'string' &&
    'e' in value &&
    typeof value.e === 'string',
  'not an RSA key',
);

const savedUserSchema = z.object({
  username: z.string().min(1),
  sub: z.string().min(1),
  email: z.string().min(1),
  createdAt: z.number(),
  emailVerified: z.boolean(),
  status: z.enum(['CONFIRMED', 'UNCONFIRMED']),
  groups: z.array(z.string()),
  extraAttributes: z.record(z.string(), z.string()),
  password: z.object({ hash: z.string().min(1), salt: z.string().min(1) }),
});

const savedTokensSchema = z.object({
  signingKey: z.object({ kid: z.string().min(1), privateJwk: jwkSchema, publicJwk: jwkSchema }),
  /** keyed by a SHA-256 of the refresh token, so the file never holds a usable one */
  refreshGrants: z.record(
    z.string(),
    z.object({
      username: z.string(),
      originJti: z.string(),
      authTime: z.number(),
      expiresAt: z.number(),
    }),
  ),
  /** origin_jti -> when it was revoked (seconds) */
  revokedOrigins: z.record(z.string(), z.number()),
});

const savedPoolSchema = z.object({
  version: z.literal(1),
  tokens: savedTokensSchema,
  users: z.array(savedUserSchema),
});

export type SavedPool = z.infer<typeof savedPoolSchema>;
export type SavedTokens = z.infer<typeof savedTokensSchema>;
export type SavedUser = z.infer<typeof savedUserSchema>;

/**
 * The local user pool on disk (DATA_DIR/identity.json): signing key, users with their scrypt
 * password hashes, and refresh grants, so sign-ins survive a restart. Sign-in challenges and
 * rate-limit counters stay in memory. It holds key material, so it is written 0600, atomically.
 */
export class PoolFile {
  private saving: Promise<void> = Promise.resolve();
  private lastWritten = '';
  private closed = false;

  constructor(
    readonly file: string,
    private readonly warn: (line: string) => void,
  ) {}

  /**
   * The saved pool, or undefined for a first start. A file that cannot be used is moved aside with
   * a warning and the pool starts fresh: a broken local file must never stop `npm start`.
   */
  async load(restore: (saved: SavedPool) => Promise<void>): Promise<boolean> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error: unknown) {
      if (isMissing(error)) return false;
      this.warn(
        `[identity] ${this.file} could not be read (${reason(error)}): starting with a fresh user pool`,
      );
      return false;
    }
    try {
      await restore(savedPoolSchema.parse(JSON.parse(text)));
      this.lastWritten = text;
      return true;
    } catch (error: unknown) {
      const aside = `${this.file}.corrupt-${Date.now()}`;
      const kept = await rename(this.file, aside).then(
        () => `; the old file is kept as ${aside}`,
        () => '',
      );
      this.warn(
        `[identity] ${this.file} is not a usable user pool (${reason(error)}): starting with a fresh user pool and signing key${kept}`,
      );
      return false;
    }
  }

  /** Writes the pool when it changed since the last write; a failed write warns and is retried next time. */
  save(snapshot: SavedPool): Promise<void> {
    if (this.closed) return this.saving;
    const text = `${JSON.stringify(snapshot, null, 2)}\n`;
    if (text === this.lastWritten) return this.saving;
    this.lastWritten = text;
    this.saving = this.saving.then(() =>
      this.write(text).catch((error: unknown) => {
        this.lastWritten = '';
        this.warn(`[identity] ${this.file} could not be written: ${reason(error)}`);
      }),
    );
    return this.saving;
  }

  /** Waits for the last write; later saves are ignored (the pool is being cleared). */
  async close(): Promise<void> {
    this.closed = true;
    await this.saving;
  }

  private async write(text: string) {
    await mkdir(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, text, { mode: 0o600, flag: 'wx' });
      await rename(temporary, this.file);
    } catch (error: unknown) {
      await rm(temporary, { force: true });
      throw error;
    }
  }
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

function reason(error: unknown): string {
  if (error instanceof z.ZodError) {
    const issue = error.issues[0];
    return issue ? `${issue.path.join('.') || 'file'}: ${issue.message}` : 'invalid shape';
  }
  if (error instanceof SyntaxError) return 'not JSON';
  return error instanceof Error ? error.message : String(error);
}
