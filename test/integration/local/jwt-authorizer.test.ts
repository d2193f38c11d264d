import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJwtAuthorizer } from '../../../functions/local/gateway/jwt-authorizer.ts';

/** The authorizer against a real JWKS over HTTP, as the identity provider serves it. */
const clientId = 'localwebclient';
let server: Server;
let issuer: string;
let signingKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  server = createServer((req, res) => {
    if (req.url?.endsWith('/.well-known/jwks.json')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/_local/cognito/local_pool`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function token(claims: JWTPayload, options: { key?: CryptoKey; expiresIn?: string; issuer?: string } = {}) {
  return new SignJWT({ token_use: 'id', aud: clientId, sub: 'user-1', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(options.issuer ?? issuer)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(options.key ?? signingKey);
}

describe('local JWT authorizer', () => {
  it('accepts a valid ID token and hands claims over as API Gateway does (text values)', async () => {
    const authorize = createJwtAuthorizer({ issuer, clientId });
    const jwt = await token({ 'cognito:groups': ['admins', 'staff'], email_verified: true });

    const authorizer = await authorize(`Bearer ${jwt}`);

    expect(authorizer?.jwt.claims).toMatchObject({
      sub: 'user-1',
      'cognito:groups': '[admins staff]',
      email_verified: 'true',
      iss: issuer,
    });
    expect(typeof authorizer?.jwt.claims.exp).toBe('string');
    expect(authorizer?.jwt.scopes).toBeNull();
  });

  it('accepts an access token for the client and lists its scopes', async () => {
    const authorize = createJwtAuthorizer({ issuer, clientId });
    const jwt = await token({
      token_use: 'access',
      aud: undefined,
      client_id: clientId,
      scope: 'aws.cognito.signin.user.admin',
    });

    const authorizer = await authorize(jwt);

    expect(authorizer?.jwt.scopes).toEqual(['aws.cognito.signin.user.admin']);
  });

  it.each([
    ['expired', () => token({}, { expiresIn: '-1m' })],
    ['for another client', () => token({ aud: 'someone-else' })],
    ['from another issuer', () => token({}, { issuer: 'http://elsewhere/pool' })],
    ['signed by an unknown key', () => token({}, { key: strangerKey })],
  ])('refuses a token %s', async (_case, make) => {
    const authorize = createJwtAuthorizer({ issuer, clientId });

    expect(await authorize(`Bearer ${await make()}`)).toBeUndefined();
  });
});
