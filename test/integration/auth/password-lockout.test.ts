import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_PASSWORD_FAILURES } from '../../../functions/local/identity/password-lockout.ts';
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

const signIn = (password: string) =>
  idp.client.send(
    new InitiateAuthCommand({
      ClientId: STAFF_CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: ADMIN.email, PASSWORD: password },
    }),
  );

describe('guessing a staff password', () => {
  it('locks the account out after five wrong passwords, as Cognito does, even for the right one', async () => {
    const answers: string[] = [];
    for (let guess = 0; guess < 25; guess += 1)
      answers.push(
        await signIn(`Wrong-Guess-${guess}!`).then(
          () => 'signed in',
          (error: Error) => error.message,
        ),
      );
    expect(answers.slice(0, FREE_PASSWORD_FAILURES)).toEqual(
      Array(FREE_PASSWORD_FAILURES).fill('Incorrect username or password.'),
    );
    expect(
      answers.slice(FREE_PASSWORD_FAILURES + 1).every((answer) => answer === 'Password attempts exceeded'),
    ).toBe(true);
    await expect(signIn(ADMIN.password)).rejects.toMatchObject({ message: 'Password attempts exceeded' });

    // The lock lifts with time (1 s after the fifth failure, doubling), and a success resets the count.
    idp.advance(16 * 60 * 1000);
    await expect(signIn(ADMIN.password)).resolves.toMatchObject({
      AuthenticationResult: { AccessToken: expect.any(String) },
    });
  });
});
