import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';

export type TokenUse = 'access' | 'id';

/** The claims a Cognito user pool puts in its access and ID tokens (only those the product reads are named). */
export interface CognitoClaims extends JWTPayload {
  readonly sub: string;
  readonly iss: string;
  readonly exp: number;
  readonly token_use: TokenUse;
  /** access tokens */
  readonly client_id?: string;
  readonly username?: string;
  readonly scope?: string;
  /** ID tokens */
  readonly email?: string;
  readonly email_verified?: boolean;
  readonly 'cognito:username'?: string;
  readonly 'cognito:groups'?: string[];
}

export interface VerifyTokenOptions {
  readonly issuer: string;
  /** The app client(s) the token must be issued for: the customers' web client and the staff client. */
  readonly clientId: string | readonly string[];
  /** Demand one kind of token; by default an access or an ID token is accepted. */
  readonly tokenUse?: TokenUse;
}

/**
 * Thrown for every rejected token, a plain Error named InvalidToken: the caller (the gateway's
 * authorizer) decides what the request hears. Why (the cause) is for logs, never for a response.
 */
const invalidToken = (why: string) =>
  Object.assign(new Error('The token is not valid.', { cause: why }), { name: 'InvalidToken' });

// One key set per issuer: jose caches the keys and refetches only for an unknown `kid`.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySetFor(issuer: string) {
  let keySet = keySets.get(issuer);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
    keySets.set(issuer, keySet);
  }
  return keySet;
}

/**
 * Verifies a user pool token the way API Gateway's JWT authorizer does: RS256 signature from the
 * issuer's JWKS, `exp`, `iss`, and the app client (`client_id` on access tokens, `aud` on ID tokens).
 */
export async function verifyCognitoToken(token: string, options: VerifyTokenOptions): Promise<CognitoClaims> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keySetFor(options.issuer), {
      issuer: options.issuer,
      algorithms: ['RS256'],
      requiredClaims: ['exp', 'sub', 'token_use'],
    }));
  } catch (error: unknown) {
    if (error instanceof errors.JOSEError) throw invalidToken(`${error.code}: ${error.message}`);
    throw error;
  }
  const tokenUse = payload.token_use;
  if (tokenUse !== 'access' && tokenUse !== 'id') throw invalidToken(`token_use is ${String(tokenUse)}`);
  if (options.tokenUse && tokenUse !== options.tokenUse)
    throw invalidToken(`not an ${options.tokenUse} token`);
  const client = tokenUse === 'access' ? payload.client_id : payload.aud;
  const allowed: readonly string[] =
    typeof options.clientId === 'string' ? [options.clientId] : options.clientId;
  if (typeof client !== 'string' || !allowed.includes(client))
    throw invalidToken('issued for another app client');
  return payload as CognitoClaims;
}
