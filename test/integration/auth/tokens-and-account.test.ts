import {
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { generateKeyPair, SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyCognitoToken } from '../../../functions/adapters/token-verifier.ts';
import {
  ADMIN,
  STAFF_CLIENT_ID,
  startProvider,
  useDynamoDbLocal,
  type RunningProvider,
} from './provider-harness.ts';

let idp: RunningProvider;

beforeAll(async () => {
  useDynamoDbLocal();
  idp = await startProvider();
});

afterAll(() => idp.close());

function passwordSignIn(email: string, password: string, provider = idp) {
  return provider.client.send(
    new InitiateAuthCommand({
      ClientId: STAFF_CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
}

async function adminTokens() {
  const { AuthenticationResult } = await passwordSignIn(ADMIN.email, ADMIN.password);
  if (
    !AuthenticationResult?.AccessToken ||
    !AuthenticationResult.IdToken ||
    !AuthenticationResult.RefreshToken
  ) {
    throw new Error('admin sign-in returned no tokens');
  }
  return AuthenticationResult as { AccessToken: string; IdToken: string; RefreshToken: string };
}

describe('admin password sign-in', () => {
  it('returns tokens whose cognito:groups contains admins', async () => {
    const tokens = await adminTokens();
    const access = await verifyCognitoToken(tokens.AccessToken, {
      issuer: idp.issuer,
      clientId: STAFF_CLIENT_ID,
      tokenUse: 'access',
    });
    expect(access['cognito:groups']).toEqual(['admins']);
    const id = await verifyCognitoToken(tokens.IdToken, {
      issuer: idp.issuer,
      clientId: STAFF_CLIENT_ID,
      tokenUse: 'id',
    });
    expect(id).toMatchObject({ email: ADMIN.email, 'cognito:groups': ['admins'] });
    expect(decodeJwt(tokens.AccessToken)).toMatchObject({
      origin_jti: expect.any(String),
      scope: 'aws.cognito.signin.user.admin',
    });
  });

  it('refuses a wrong password and an unknown user with the same NotAuthorizedException', async () => {
    const expected = { name: 'NotAuthorizedException', message: 'Incorrect username or password.' };
    await expect(passwordSignIn(ADMIN.email, 'Wrong-Passw0rd!')).rejects.toMatchObject(expected);
    await expect(passwordSignIn('nobody@quarter.test', ADMIN.password)).rejects.toMatchObject(expected);
  });

  it("answers in Cognito's error shape: 400, __type, message and x-amzn-ErrorType", async () => {
    const response = await fetch(idp.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        ClientId: STAFF_CLIENT_ID,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: ADMIN.email, PASSWORD: 'nope' },
      }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-amzn-errortype')).toBe('NotAuthorizedException');
    expect(await response.json()).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('names an unknown app client and an operation it does not implement', async () => {
    await expect(
      idp.client.send(
        new InitiateAuthCommand({
          ClientId: 'other',
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: 'a', PASSWORD: 'b' },
        }),
      ),
    ).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
    const response = await fetch(`${idp.endpoint}/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.AdminDeleteUser',
      },
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ __type: 'UnknownOperationException' });
  });
});

describe('sessions', () => {
  it('refreshes with REFRESH_TOKEN_AUTH and GetTokensFromRefreshToken until the refresh token is revoked', async () => {
    const tokens = await adminTokens();
    const viaFlow = await idp.client.send(
      new InitiateAuthCommand({
        ClientId: STAFF_CLIENT_ID,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken },
      }),
    );
    expect(viaFlow.AuthenticationResult?.AccessToken).toEqual(expect.any(String));
    const viaCall = await idp.client.send(
      new GetTokensFromRefreshTokenCommand({ ClientId: STAFF_CLIENT_ID, RefreshToken: tokens.RefreshToken }),
    );
    const refreshed = await verifyCognitoToken(viaCall.AuthenticationResult?.IdToken ?? '', {
      issuer: idp.issuer,
      clientId: STAFF_CLIENT_ID,
    });
    expect(refreshed.email).toBe(ADMIN.email);

    await idp.client.send(new RevokeTokenCommand({ ClientId: STAFF_CLIENT_ID, Token: tokens.RefreshToken }));
    await expect(
      idp.client.send(
        new GetTokensFromRefreshTokenCommand({
          ClientId: STAFF_CLIENT_ID,
          RefreshToken: tokens.RefreshToken,
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'Invalid Refresh Token' });
    await expect(
      idp.client.send(new GetUserCommand({ AccessToken: tokens.AccessToken })),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
  });

  it('reads the user with GetUser and ends every session with GlobalSignOut', async () => {
    const first = await adminTokens();
    const second = await adminTokens();
    const user = await idp.client.send(new GetUserCommand({ AccessToken: first.AccessToken }));
    expect(user.UserAttributes).toEqual(
      expect.arrayContaining([
        { Name: 'email', Value: ADMIN.email },
        { Name: 'email_verified', Value: 'true' },
      ]),
    );

    await idp.client.send(new GlobalSignOutCommand({ AccessToken: first.AccessToken }));
    await expect(
      idp.client.send(new GetUserCommand({ AccessToken: second.AccessToken })),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    await expect(
      idp.client.send(
        new GetTokensFromRefreshTokenCommand({
          ClientId: STAFF_CLIENT_ID,
          RefreshToken: second.RefreshToken,
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });
});

describe('password reset', () => {
  it('e-mails a code and a link to /password-reset, and the code sets a new password', async () => {
    const reset = await startProvider();
    try {
      const sent = await reset.client.send(
        new ForgotPasswordCommand({ ClientId: STAFF_CLIENT_ID, Username: ADMIN.email }),
      );
      expect(sent.CodeDeliveryDetails).toEqual({
        Destination: 'a***@q***.test',
        DeliveryMedium: 'EMAIL',
        AttributeName: 'email',
      });
      const code = reset.codeSentTo(ADMIN.email);
      expect(reset.mailsTo(ADMIN.email)[0]?.text).toContain(
        `https://quarter.test/password-reset?email=${encodeURIComponent(ADMIN.email)}&code=${code}`,
      );

      const confirm = (confirmationCode: string, password: string) =>
        reset.client.send(
          new ConfirmForgotPasswordCommand({
            ClientId: STAFF_CLIENT_ID,
            Username: ADMIN.email,
            ConfirmationCode: confirmationCode,
            Password: password,
          }),
        );
      await expect(confirm(code === '000000' ? '111111' : '000000', 'New-Passw0rd!')).rejects.toMatchObject({
        name: 'CodeMismatchException',
      });
      await expect(confirm(code, 'short')).rejects.toMatchObject({ name: 'InvalidPasswordException' });
      await confirm(code, 'New-Passw0rd!');

      await expect(passwordSignIn(ADMIN.email, ADMIN.password, reset)).rejects.toMatchObject({
        name: 'NotAuthorizedException',
      });
      await expect(passwordSignIn(ADMIN.email, 'New-Passw0rd!', reset)).resolves.toMatchObject({
        AuthenticationResult: { TokenType: 'Bearer' },
      });
      await expect(confirm(code, 'Other-Passw0rd!')).rejects.toMatchObject({ name: 'CodeMismatchException' });
    } finally {
      await reset.close();
    }
  });

  it('answers an unknown e-mail the same way and sends nothing', async () => {
    const sent = await idp.client.send(
      new ForgotPasswordCommand({ ClientId: STAFF_CLIENT_ID, Username: 'ghost@quarter.test' }),
    );
    expect(sent.CodeDeliveryDetails?.DeliveryMedium).toBe('EMAIL');
    expect(idp.mailsTo('ghost@quarter.test')).toHaveLength(0);
  });
});

describe('verifyCognitoToken', () => {
  it('serves the signing key as a JWKS under the issuer', async () => {
    const response = await fetch(`${idp.issuer}/.well-known/jwks.json`);
    const { keys } = (await response.json()) as {
      keys: { kid: string; alg: string; kty: string; d?: string }[];
    };
    const { AccessToken } = await adminTokens();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kid: decodeProtectedHeader(AccessToken).kid, alg: 'RS256', kty: 'RSA' });
    expect(keys[0]?.d).toBeUndefined();
  });

  it('rejects a token signed by another key under the same kid', async () => {
    const { AccessToken } = await adminTokens();
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT(decodeJwt(AccessToken))
      .setProtectedHeader({ alg: 'RS256', kid: decodeProtectedHeader(AccessToken).kid ?? '' })
      .sign(privateKey);
    await expect(
      verifyCognitoToken(forged, { issuer: idp.issuer, clientId: STAFF_CLIENT_ID }),
    ).rejects.toThrow('The token is not valid.');
  });

  it('rejects an unsigned token and one from another issuer', async () => {
    const { AccessToken } = await adminTokens();
    const payload = AccessToken.split('.')[1];
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    await expect(
      verifyCognitoToken(unsigned, { issuer: idp.issuer, clientId: STAFF_CLIENT_ID }),
    ).rejects.toThrow('The token is not valid.');

    const other = await startProvider();
    try {
      const { AuthenticationResult } = await passwordSignIn(ADMIN.email, ADMIN.password, other);
      await expect(
        verifyCognitoToken(AuthenticationResult?.AccessToken ?? '', {
          issuer: idp.issuer,
          clientId: STAFF_CLIENT_ID,
        }),
      ).rejects.toThrow('The token is not valid.');
    } finally {
      await other.close();
    }
  });

  it('rejects an expired token', async () => {
    idp.advance(-2 * 3600 * 1000);
    let expired: string;
    try {
      expired = (await adminTokens()).AccessToken;
    } finally {
      idp.advance(2 * 3600 * 1000);
    }
    await expect(
      verifyCognitoToken(expired, { issuer: idp.issuer, clientId: STAFF_CLIENT_ID }),
    ).rejects.toThrow('The token is not valid.');
  });

  it('rejects tokens issued to another app client, and the wrong kind of token', async () => {
    const tokens = await adminTokens();
    for (const token of [tokens.AccessToken, tokens.IdToken]) {
      await expect(
        verifyCognitoToken(token, { issuer: idp.issuer, clientId: 'another-client' }),
      ).rejects.toThrow('The token is not valid.');
    }
    await expect(
      verifyCognitoToken(tokens.IdToken, {
        issuer: idp.issuer,
        clientId: STAFF_CLIENT_ID,
        tokenUse: 'access',
      }),
    ).rejects.toThrow();
  });

  it('accepts a token that is valid: the signature, expiry, issuer and client all check out', async () => {
    const tokens = await adminTokens();
    await expect(
      verifyCognitoToken(tokens.AccessToken, { issuer: idp.issuer, clientId: STAFF_CLIENT_ID }),
    ).resolves.toMatchObject({
      token_use: 'access',
    });
  });
});
