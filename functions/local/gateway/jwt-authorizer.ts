import type { APIGatewayEventRequestContextJWTAuthorizer } from 'aws-lambda';
import { verifyCognitoToken } from '../../adapters/token-verifier.ts';

export interface JwtAuthorizerOptions {
  readonly issuer: string;
  readonly clientId: string | readonly string[];
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
 * The HTTP API JWT authorizer: reads Authorization (with or without "Bearer ") and yields the
 * authorizer block for the event, or undefined, in which case the caller answers 401 without
 * invoking the handler. The checks are the shared verifier's, which the Lambdas use too.
 */
export function createJwtAuthorizer(options: JwtAuthorizerOptions) {
  return async (
    authorization: string | undefined,
  ): Promise<APIGatewayEventRequestContextJWTAuthorizer | undefined> => {
    const token = authorization?.replace(/^Bearer\s+/i, '').trim();
    if (!token) return undefined;
    try {
      const claims: Record<string, unknown> = await verifyCognitoToken(token, options);
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
