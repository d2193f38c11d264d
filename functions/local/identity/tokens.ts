import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  errors,
  type CryptoKey,
  type JWK,
} from 'jose';
import { CognitoError } from './cognito-error.ts';
import type { SavedTokens } from './pool-file.ts';
import type { PoolUser } from './users.ts';

export const TOKEN_LIFETIME_SECONDS = 3600;
const REFRESH_LIFETIME_SECONDS = 30 * 24 * 3600;

export interface AuthenticationResult {
  AccessToken: string;
  IdToken: string;
  RefreshToken?: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
}

interface RefreshGrant {
  username: string;
  /** the app client the sign-in was made on (absent in grants saved before there were two) */
  clientId?: string;
  originJti: string;
  authTime: number;
  expiresAt: number;
}

interface SigningKey {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  privateJwk: JWK;
  publicJwk: JWK;
  kid: string;
}

/** Refresh grants are found by a digest of the token, so a saved pool holds no usable refresh token. */
const grantKey = (refreshToken: string) => createHash('sha256').update(refreshToken).digest('base64url');

/**
 * Mints and checks tokens the way a user pool does: RS256 access and ID tokens whose claims match
 * Cognito's (so the same verifier and authorizer code runs on both), opaque refresh tokens, and
 * revocation by `origin_jti` for RevokeToken and GlobalSignOut.
 */
export class TokenService {
  private readonly refreshGrants = new Map<string, RefreshGrant>();
  /** origin_jti -> when it was revoked, in seconds */
  private readonly revokedOrigins = new Map<string, number>();

  private constructor(
    private readonly key: SigningKey,
    private readonly issuer: string,
    private readonly clientId: string,
    private readonly now: () => number,
    /** every app client of the pool; tokens of any of them are honoured by GetUser and friends */
    private readonly clientIds: readonly string[],
  ) {}

  /**
   * The saved key and grants when given (tokens from the earlier run keep verifying and
   * refreshing); otherwise a fresh key pair, as after a key rotation.
   */
  static async create(options: {
    issuer: string;
    clientId: string;
    otherClientIds?: readonly string[];
    now: () => number;
    saved?: SavedTokens;
  }): Promise<TokenService> {
    const { saved } = options;
    const service = new TokenService(
      saved ? await importSigningKey(saved.signingKey) : await freshSigningKey(),
      options.issuer,
      options.clientId,
      options.now,
      [options.clientId, ...(options.otherClientIds ?? [])],
    );
    for (const [key, grant] of Object.entries(saved?.refreshGrants ?? {}))
      service.refreshGrants.set(key, grant);
    for (const [origin, at] of Object.entries(saved?.revokedOrigins ?? {}))
      service.revokedOrigins.set(origin, at);
    return service;
  }

  /** What a restart needs; expired grants and revocations older than any token they cover are left out. */
  snapshot(): SavedTokens {
    const now = this.seconds();
    const { kid, privateJwk, publicJwk } = this.key;
    return {
      signingKey: { kid, privateJwk, publicJwk },
      refreshGrants: Object.fromEntries([...this.refreshGrants].filter(([, grant]) => grant.expiresAt > now)),
      revokedOrigins: Object.fromEntries(
        [...this.revokedOrigins].filter(([, at]) => at + TOKEN_LIFETIME_SECONDS > now),
      ),
    };
  }

  jwks(): { keys: JWK[] } {
    return { keys: [this.key.publicJwk] };
  }

  /** Tokens for a completed sign-in, with a new refresh token. */
  async signIn(user: PoolUser, clientId = this.clientId): Promise<AuthenticationResult> {
    const authTime = this.seconds();
    const originJti = randomUUID();
    const refreshToken = randomBytes(48).toString('base64url');
    this.refreshGrants.set(grantKey(refreshToken), {
      username: user.username,
      clientId,
      originJti,
      authTime,
      expiresAt: authTime + REFRESH_LIFETIME_SECONDS,
    });
    return { ...(await this.mint(user, originJti, authTime, clientId)), RefreshToken: refreshToken };
  }

  /** The grant behind a refresh token, or NotAuthorizedException as Cognito answers for a bad one. */
  refreshGrant(refreshToken: string): RefreshGrant {
    const grant = this.refreshGrants.get(grantKey(refreshToken));
    if (!grant || grant.expiresAt <= this.seconds() || this.revokedOrigins.has(grant.originJti)) {
      throw new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');
    }
    return grant;
  }

  /** New access and ID tokens for a refresh; the refresh token itself is kept (no rotation). */
  refresh(user: PoolUser, grant: RefreshGrant): Promise<AuthenticationResult> {
    return this.mint(user, grant.originJti, grant.authTime, grant.clientId ?? this.clientId);
  }

  /** Checks an access token presented to GetUser, GlobalSignOut, ChangePassword; yields its username. */
  async accessTokenUser(accessToken: string): Promise<string> {
    let claims;
    try {
      ({ payload: claims } = await jwtVerify(accessToken, this.key.publicKey, {
        issuer: this.issuer,
        algorithms: ['RS256'],
        currentDate: new Date(this.now()),
      }));
    } catch (error: unknown) {
      if (error instanceof errors.JWTExpired)
        throw new CognitoError('NotAuthorizedException', 'Access Token has expired');
      throw new CognitoError('NotAuthorizedException', 'Invalid Access Token');
    }
    if (
      claims.token_use !== 'access' ||
      typeof claims.client_id !== 'string' ||
      !this.clientIds.includes(claims.client_id) ||
      typeof claims.username !== 'string'
    ) {
      throw new CognitoError('NotAuthorizedException', 'Invalid Access Token');
    }
    if (typeof claims.origin_jti === 'string' && this.revokedOrigins.has(claims.origin_jti)) {
      throw new CognitoError('NotAuthorizedException', 'Access Token has been revoked');
    }
    return claims.username;
  }

  /** RevokeToken: ends one sign-in (its refresh token and the access tokens minted from it). */
  revoke(refreshToken: string) {
    const key = grantKey(refreshToken);
    const grant = this.refreshGrants.get(key);
    if (!grant) return;
    this.revokedOrigins.set(grant.originJti, this.seconds());
    this.refreshGrants.delete(key);
  }

  /** GlobalSignOut: ends every sign-in of the user. */
  signOutEverywhere(username: string) {
    for (const [token, grant] of this.refreshGrants) {
      if (grant.username !== username) continue;
      this.revokedOrigins.set(grant.originJti, this.seconds());
      this.refreshGrants.delete(token);
    }
  }

  clear() {
    this.refreshGrants.clear();
    this.revokedOrigins.clear();
  }

  private seconds() {
    return Math.floor(this.now() / 1000);
  }

  private async mint(
    user: PoolUser,
    originJti: string,
    authTime: number,
    clientId: string,
  ): Promise<AuthenticationResult> {
    const iat = this.seconds();
    const exp = iat + TOKEN_LIFETIME_SECONDS;
    const eventId = randomUUID();
    const groups = user.groups.length > 0 ? { 'cognito:groups': [...user.groups] } : {};
    const shared = {
      sub: user.sub,
      ...groups,
      iss: this.issuer,
      origin_jti: originJti,
      event_id: eventId,
      auth_time: authTime,
      iat,
      exp,
    };
    const access = {
      ...shared,
      client_id: clientId,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      jti: randomUUID(),
      username: user.username,
    };
    const id = {
      ...user.extraAttributes,
      ...shared,
      email_verified: user.emailVerified,
      'cognito:username': user.username,
      aud: clientId,
      token_use: 'id',
      jti: randomUUID(),
      email: user.email,
    };
    return {
      AccessToken: await this.sign(access),
      IdToken: await this.sign(id),
      ExpiresIn: TOKEN_LIFETIME_SECONDS,
      TokenType: 'Bearer',
    };
  }

  private sign(claims: Record<string, unknown>): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: this.key.kid })
      .sign(this.key.privateKey);
  }
}

async function freshSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  return {
    privateKey,
    publicKey,
    privateJwk: await exportJWK(privateKey),
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
    kid,
  };
}

async function importSigningKey(saved: SavedTokens['signingKey']): Promise<SigningKey> {
  const [privateKey, publicKey] = await Promise.all([
    importJWK(saved.privateJwk, 'RS256', { extractable: true }),
    importJWK(saved.publicJwk, 'RS256', { extractable: true }),
  ]);
  if (privateKey instanceof Uint8Array || publicKey instanceof Uint8Array)
    throw new Error('the saved signing key is not an RSA key pair');
  return { privateKey, publicKey, privateJwk: saved.privateJwk, publicJwk: saved.publicJwk, kid: saved.kid };
}
