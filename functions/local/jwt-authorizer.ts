import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { APIGatewayEventRequestContextJWTAuthorizer } from 'aws-lambda';
import { createRemoteJWKSet, jwtVerify } from 'jose';

export interface JwtAuthorizerOptions {
  readonly issuer: string;
  readonly clientId: string;
}

type Verify = (token: string, options: JwtAuthorizerOptions) => Promise<Record<string, unknown>>;

const SHARED_VERIFIER = fileURLToPath(new URL('../adapters/token-verifier.ts', import.meta.url));

/** Used only while the shared adapter is absent; same checks: signature, expiry, issuer, audience. */
function fallbackVerifier(issuer: string): Verify {
  const keys = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  return async (token, options) => {
    const { payload } = await jwtVerify(token, keys, { issuer: options.issuer });
    const audience = payload.token_use === 'access' ? payload.client_id : payload.aud;
    const audiences = Array.isArray(audience) ? audience : [audience];
    if (!audiences.includes(options.clientId)) throw new Error('Token was issued to another client');
    return payload as Record<string, unknown>;
  };
}

async function loadVerifier(issuer: string): Promise<Verify> {
  if (!existsSync(SHARED_VERIFIER)) return fallbackVerifier(issuer);
  const module = (await import(pathToFileURL(SHARED_VERIFIER).href)) as { verifyCognitoToken?: Verify };
  return module.verifyCognitoToken ?? fallbackVerifier(issuer);
}

/** API Gateway hands claims to Lambda as text: numbers and booleans stringified, arrays as "[a b]". */
export function gatewayClaims(claims: Record<string, unknown>): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [name, value] of Object.entries(claims)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) text[name] = `[${value.map(String).join(' ')}]`;
    else if (typeof value === 'object') text[name] = JSON.stringify(value);
    else text[name] = String(value);
  }
  return text;
}

/**
 * The HTTP API JWT authorizer: reads Authorization (with or without "Bearer "), and either yields the
 * authorizer block for the event or undefined, in which case the caller answers 401 without invoking
 * the handler.
 */
export function createJwtAuthorizer(options: JwtAuthorizerOptions) {
  let verifier: Promise<Verify> | undefined;
  return async (
    authorization: string | undefined,
  ): Promise<APIGatewayEventRequestContextJWTAuthorizer | undefined> => {
    const token = authorization?.replace(/^Bearer\s+/i, '').trim();
    if (!token) return undefined;
    verifier ??= loadVerifier(options.issuer);
    try {
      const claims = await (await verifier)(token, options);
      const scope = typeof claims.scope === 'string' ? claims.scope.split(' ').filter(Boolean) : [];
      return {
        principalId: '',
        integrationLatency: 0,
        jwt: { claims: gatewayClaims(claims), scopes: scope.length > 0 ? scope : null },
      };
    } catch {
      return undefined;
    }
  };
}
