import { Amplify } from 'aws-amplify';
import {
  confirmSignIn,
  fetchAuthSession,
  fetchUserAttributes,
  getCurrentUser,
  signIn,
  signOut,
  signUp,
} from 'aws-amplify/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  CLIENT_ID,
  STAFF_CLIENT_ID,
  POOL_ID,
  startProvider,
  uniqueEmail,
  useDynamoDbLocal,
  type RunningProvider,
} from './provider-harness.ts';

let idp: RunningProvider;

beforeAll(async () => {
  useDynamoDbLocal();
  idp = await startProvider();
  configureFor(CLIENT_ID);
});

/** As the web app does: the web client for e-mail codes, the staff client for passwords. */
function configureFor(userPoolClientId: string) {
  Amplify.configure({
    Auth: { Cognito: { userPoolId: POOL_ID, userPoolClientId, userPoolEndpoint: idp.endpoint } },
  });
}

afterAll(async () => {
  await signOut().catch(() => undefined);
  await idp.close();
});

/** The web app's calls, made by the real aws-amplify v6 library against the local provider. */
describe('aws-amplify v6 against the local identity provider', () => {
  it('signs up without a password, then signs in with CUSTOM_WITHOUT_SRP and the e-mailed code', async () => {
    const email = uniqueEmail('amplify');
    const signedUp = await signUp({ username: email, options: { userAttributes: { email } } });
    expect(signedUp).toMatchObject({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } });

    const started = await signIn({ username: email, options: { authFlowType: 'CUSTOM_WITHOUT_SRP' } });
    expect(started.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE');

    const wrong = await confirmSignIn({
      challengeResponse: idp.codeSentTo(email) === '000000' ? '111111' : '000000',
    });
    expect(wrong.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE');
    const done = await confirmSignIn({ challengeResponse: idp.codeSentTo(email) });
    expect(done).toMatchObject({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });

    const session = await fetchAuthSession();
    expect(session.tokens?.idToken?.payload.email).toBe(email);
    expect((await getCurrentUser()).userId).toBe(signedUp.userId);
    expect((await fetchUserAttributes()).email).toBe(email);

    const refreshed = await fetchAuthSession({ forceRefresh: true });
    expect(refreshed.tokens?.accessToken.toString()).toEqual(expect.any(String));
    await signOut();
    expect((await fetchAuthSession()).tokens).toBeUndefined();
  });

  it('signs the admin in with USER_PASSWORD_AUTH on the staff client and signs out globally', async () => {
    configureFor(STAFF_CLIENT_ID);
    const result = await signIn({
      username: ADMIN.email,
      password: ADMIN.password,
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    expect(result.isSignedIn).toBe(true);
    const { tokens } = await fetchAuthSession();
    expect(tokens?.accessToken.payload['cognito:groups']).toEqual(['admins']);
    await signOut({ global: true });
    expect((await fetchAuthSession()).tokens).toBeUndefined();
  });

  it('reports a wrong admin password as NotAuthorizedException', async () => {
    configureFor(STAFF_CLIENT_ID);
    await expect(
      signIn({
        username: ADMIN.email,
        password: 'Wrong-Passw0rd!',
        options: { authFlowType: 'USER_PASSWORD_AUTH' },
      }),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });
});
