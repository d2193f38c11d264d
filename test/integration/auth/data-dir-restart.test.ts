import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  CLIENT_ID,
  STAFF_CLIENT_ID,
  startProvider,
  uniqueEmail,
  useDynamoDbLocal,
  type RunningProvider,
} from './provider-harness.ts';

interface Tokens {
  readonly AccessToken: string;
  readonly IdToken: string;
  readonly RefreshToken: string;
}

function tokensOf(result: { AuthenticationResult?: Partial<Tokens> }): Tokens {
  const { AccessToken, IdToken, RefreshToken } = result.AuthenticationResult ?? {};
  if (!AccessToken || !IdToken || !RefreshToken) throw new Error('the sign-in returned no tokens');
  return { AccessToken, IdToken, RefreshToken };
}

async function adminSignIn(idp: RunningProvider, password = ADMIN.password): Promise<Tokens> {
  return tokensOf(
    await idp.client.send(
      new InitiateAuthCommand({
        ClientId: STAFF_CLIENT_ID,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: ADMIN.email, PASSWORD: password },
      }),
    ),
  );
}

/** A new customer as the web app signs one in: SignUp, then CUSTOM_AUTH answered with the mailed code. */
async function customerSignIn(idp: RunningProvider, email: string): Promise<Tokens> {
  await idp.client.send(
    new SignUpCommand({
      ClientId: CLIENT_ID,
      Username: email,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
  const challenge = await idp.client.send(
    new InitiateAuthCommand({
      ClientId: CLIENT_ID,
      AuthFlow: 'CUSTOM_AUTH',
      AuthParameters: { USERNAME: email },
    }),
  );
  return tokensOf(
    await idp.client.send(
      new RespondToAuthChallengeCommand({
        ClientId: CLIENT_ID,
        ChallengeName: 'CUSTOM_CHALLENGE',
        Session: challenge.Session,
        ChallengeResponses: {
          USERNAME: challenge.ChallengeParameters?.USERNAME ?? '',
          ANSWER: idp.codeSentTo(email),
        },
      }),
    ),
  );
}

function refresh(idp: RunningProvider, refreshToken: string) {
  return idp.client.send(
    new GetTokensFromRefreshTokenCommand({ ClientId: CLIENT_ID, RefreshToken: refreshToken }),
  );
}

/** Verifies against the JWKS the running provider serves now, as the JWT authorizer would after a restart. */
async function verifyWithServedKeys(idp: RunningProvider, token: string) {
  const jwks = (await (await fetch(`${idp.issuer}/.well-known/jwks.json`)).json()) as JSONWebKeySet;
  const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), {
    issuer: idp.issuer,
    algorithms: ['RS256'],
  });
  return payload;
}

describe('the local identity provider with a DATA_DIR', () => {
  let dataDir: string;
  let poolFile: string;

  beforeAll(async () => {
    useDynamoDbLocal();
    dataDir = await mkdtemp(path.join(tmpdir(), 'quarter-identity-'));
    poolFile = path.join(dataDir, 'identity.json');
  });

  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps tokens verifying, refresh tokens working and the admin password across a restart', async () => {
    // Prepare
    const email = uniqueEmail('restart');
    const first = await startProvider({ dataDir });
    const customer = await customerSignIn(first, email);
    const admin = await adminSignIn(first);
    const revoked = await adminSignIn(first);
    await first.client.send(new RevokeTokenCommand({ ClientId: CLIENT_ID, Token: revoked.RefreshToken }));
    await first.close();

    // Act
    const second = await startProvider({ dataDir }, Number(new URL(first.origin).port));
    try {
      // Assess
      expect(second.issuer).toBe(first.issuer);
      expect(await verifyWithServedKeys(second, customer.IdToken)).toMatchObject({ email, token_use: 'id' });
      expect(await verifyWithServedKeys(second, admin.AccessToken)).toMatchObject({
        token_use: 'access',
        'cognito:groups': ['admins'],
      });
      const user = await second.client.send(new GetUserCommand({ AccessToken: customer.AccessToken }));
      expect(user.UserAttributes).toContainEqual({ Name: 'email', Value: email });

      const refreshed = await refresh(second, customer.RefreshToken);
      const refreshedId = refreshed.AuthenticationResult?.IdToken ?? '';
      expect(await verifyWithServedKeys(second, refreshedId)).toMatchObject({
        email,
        sub: decodeJwt(customer.IdToken).sub,
      });
      await expect(refresh(second, revoked.RefreshToken)).rejects.toMatchObject({
        name: 'NotAuthorizedException',
      });

      const adminAgain = await adminSignIn(second);
      expect(decodeJwt(adminAgain.IdToken).sub).toBe(decodeJwt(admin.IdToken).sub);
      expect(decodeJwt(adminAgain.IdToken)['cognito:groups']).toEqual(['admins']);
    } finally {
      await second.close();
    }
  });

  it('writes the pool file 0600 with password hashes and no usable refresh token', async () => {
    const idp = await startProvider({ dataDir });
    const tokens = await adminSignIn(idp);
    await idp.close();

    const saved = await readFile(poolFile, 'utf8');
    expect((await stat(poolFile)).mode & 0o777).toBe(0o600);
    expect(saved).not.toContain(ADMIN.password);
    expect(saved).not.toContain(tokens.RefreshToken);
    expect(JSON.parse(saved)).toMatchObject({ version: 1, users: expect.any(Array) });
    expect((await readdir(dataDir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('starts fresh with one warning, and keeps the broken file aside, when the pool file is corrupt', async () => {
    // Prepare
    const before = await startProvider({ dataDir });
    const oldAdmin = await adminSignIn(before);
    await before.close();
    await writeFile(poolFile, '{"version": 1, "users": [', { mode: 0o600 });
    const warnings: string[] = [];

    // Act
    const idp = await startProvider({ dataDir, warn: (line) => warnings.push(line) });
    try {
      // Assess
      const admin = await adminSignIn(idp);
      expect(warnings).toEqual([expect.stringContaining('starting with a fresh user pool and signing key')]);
      expect(decodeJwt(admin.IdToken)['cognito:groups']).toEqual(['admins']);
      await expect(refresh(idp, oldAdmin.RefreshToken)).rejects.toMatchObject({
        name: 'NotAuthorizedException',
      });
      await expect(verifyWithServedKeys(idp, oldAdmin.IdToken)).rejects.toThrow();
    } finally {
      await idp.close();
    }
    expect(JSON.parse(await readFile(poolFile, 'utf8'))).toMatchObject({ version: 1 });
    expect((await readdir(dataDir)).some((name) => name.startsWith('identity.json.corrupt-'))).toBe(true);
  });

  it('sets the admin password back to the configured one at start', async () => {
    const idp = await startProvider({ dataDir, admin: { ...ADMIN, password: 'Other-Passw0rd!' } });
    const before = await adminSignIn(idp, 'Other-Passw0rd!');
    await idp.close();

    const again = await startProvider({ dataDir });
    try {
      const after = await adminSignIn(again);
      expect(decodeJwt(after.IdToken).sub).toBe(decodeJwt(before.IdToken).sub);
      await expect(adminSignIn(again, 'Other-Passw0rd!')).rejects.toMatchObject({
        name: 'NotAuthorizedException',
      });
    } finally {
      await again.close();
    }
  });
});
