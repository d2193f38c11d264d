import { randomUUID } from 'node:crypto';
import {
  InitiateAuthCommand,
  SignUpCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { identityClient, localClientId, signInAdmin, signUpUser } from '../admin/identity.ts';

/**
 * The attack of issue #14, played against the running product: a stranger signs up with a
 * customer's e-mail and a password of their choosing, then tries every way a password could turn
 * into a session. None may, before or after the real owner signs in with an e-mailed code.
 */
const baseUrl = inject('baseUrl');
const ATTACKER_PASSWORD = 'Attacker-Chosen-Passw0rd!';

let cognito: CognitoIdentityProviderClient;
let webClient: string;
let staffClient: string;

beforeAll(async () => {
  cognito = identityClient(baseUrl);
  webClient = await localClientId(baseUrl, 'web');
  staffClient = await localClientId(baseUrl, 'staff');
});

afterAll(() => cognito.destroy());

const passwordSignIn = (ClientId: string, email: string, password = ATTACKER_PASSWORD) =>
  cognito.send(
    new InitiateAuthCommand({
      ClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );

async function expectNoPasswordSession(email: string) {
  // The public web client takes no password at all.
  await expect(passwordSignIn(webClient, email)).rejects.toMatchObject({
    name: 'InvalidParameterException',
    message: 'USER_PASSWORD_AUTH flow not enabled for this client',
  });
  // The staff client takes a password only from the admins group (PreAuthentication).
  await expect(passwordSignIn(staffClient, email)).rejects.toMatchObject({
    name: 'UserLambdaValidationException',
    message: expect.stringContaining('Password sign-in is for Quarter staff only'),
  });
}

describe('a stranger cannot own a customer account with a password', () => {
  it('refuses every password sign-in of an account someone else signed up, before and after the owner signs in', async () => {
    // Prepare: the stranger signs up with the victim's e-mail and a password they know
    const victim = `victim-${randomUUID().slice(0, 8)}@example.com`;
    await cognito.send(
      new SignUpCommand({
        ClientId: webClient,
        Username: victim,
        Password: ATTACKER_PASSWORD,
        UserAttributes: [{ Name: 'email', Value: victim }],
      }),
    );

    // Act + Assess: no session from the password
    await expectNoPasswordSession(victim);

    // The real owner signs in with the e-mailed code: only now is the address verified
    const owner = await signUpUser(baseUrl, victim);
    expect(decodeJwt(owner.idToken)).toMatchObject({ email: victim, email_verified: true });

    // The stranger still gets nothing: the owner's data stays the owner's
    await expectNoPasswordSession(victim);
  });

  it('marks a new account verified only once a code sent to the address was answered', async () => {
    const email = `fresh-${randomUUID().slice(0, 8)}@example.com`;
    const tokens = await signUpUser(baseUrl, email);
    expect(decodeJwt(tokens.idToken)).toMatchObject({ email, email_verified: true });
  });

  it('still signs staff in with their password on the staff client', async () => {
    const admin = await signInAdmin(baseUrl, inject('adminEmail'), inject('adminPassword'));
    expect(decodeJwt(admin.accessToken)).toMatchObject({
      client_id: staffClient,
      'cognito:groups': ['admins'],
    });
  });
});
