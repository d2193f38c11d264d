import {
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
  type InitiateAuthCommandOutput,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETRY_WINDOW_MS } from '../../../functions/services/auth/create-auth-challenge.ts';
import { verifyCognitoToken } from '../../../functions/adapters/token-verifier.ts';
import {
  CLIENT_ID,
  startProvider,
  uniqueEmail,
  useDynamoDbLocal,
  type RunningProvider,
} from './provider-harness.ts';

let idp: RunningProvider;

beforeAll(async () => {
  useDynamoDbLocal();
  idp = await startProvider();
});

afterAll(() => idp.close());

async function signUp(email: string) {
  return idp.client.send(
    new SignUpCommand({
      ClientId: CLIENT_ID,
      Username: email,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
}

function startSignIn(email: string) {
  return idp.client.send(
    new InitiateAuthCommand({
      ClientId: CLIENT_ID,
      AuthFlow: 'CUSTOM_AUTH',
      AuthParameters: { USERNAME: email },
    }),
  );
}

function answer(step: InitiateAuthCommandOutput, code: string) {
  return idp.client.send(
    new RespondToAuthChallengeCommand({
      ClientId: CLIENT_ID,
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: step.Session,
      ChallengeResponses: { USERNAME: step.ChallengeParameters?.USERNAME ?? '', ANSWER: code },
    }),
  );
}

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('e-mail code sign-in through the local identity provider', () => {
  it('signs a new user up (confirmed by the PreSignUp trigger) and in with the e-mailed code', async () => {
    const email = uniqueEmail('new');
    const signedUp = await signUp(email);
    expect(signedUp.UserConfirmed).toBe(true);

    const step = await startSignIn(email);
    expect(step.ChallengeName).toBe('CUSTOM_CHALLENGE');
    expect(step.Session).toEqual(expect.any(String));
    expect(step.ChallengeParameters).toMatchObject({
      USERNAME: signedUp.UserSub,
      deliveryMedium: 'EMAIL',
      codeLength: '6',
    });
    const [mail] = idp.mailsTo(email);
    expect(mail?.subject).toBe('Your sign-in code');

    const done = await answer(step, idp.codeSentTo(email));
    const result = done.AuthenticationResult;
    expect(result).toMatchObject({ ExpiresIn: 3600, TokenType: 'Bearer' });

    const access = await verifyCognitoToken(result?.AccessToken ?? '', {
      issuer: idp.issuer,
      clientId: CLIENT_ID,
    });
    expect(access).toMatchObject({
      sub: signedUp.UserSub,
      token_use: 'access',
      client_id: CLIENT_ID,
      username: signedUp.UserSub,
    });
    const id = await verifyCognitoToken(result?.IdToken ?? '', {
      issuer: idp.issuer,
      clientId: CLIENT_ID,
      tokenUse: 'id',
    });
    expect(id).toMatchObject({
      email,
      email_verified: true,
      aud: CLIENT_ID,
      'cognito:username': signedUp.UserSub,
    });
    expect(id['cognito:groups']).toBeUndefined();
  });

  it('asks again after a wrong answer, with the same code and a new Session, and accepts it', async () => {
    const email = uniqueEmail('retry');
    await signUp(email);
    const first = await startSignIn(email);
    const code = idp.codeSentTo(email);

    const second = await answer(first, wrongCodeFor(code));
    expect(second.ChallengeName).toBe('CUSTOM_CHALLENGE');
    expect(second.Session).not.toBe(first.Session);
    expect(idp.mailsTo(email)).toHaveLength(1);

    const done = await answer({ ...second, $metadata: {} }, code);
    expect(done.AuthenticationResult?.AccessToken).toEqual(expect.any(String));
  });

  it('ends the sign-in after 3 wrong answers', async () => {
    const email = uniqueEmail('three');
    await signUp(email);
    let step: InitiateAuthCommandOutput = await startSignIn(email);
    const wrong = wrongCodeFor(idp.codeSentTo(email));
    for (let attempt = 1; attempt < 3; attempt += 1) step = { ...(await answer(step, wrong)), $metadata: {} };

    await expect(answer(step, wrong)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('refuses a correct code once its 5 minutes are up and accepts it just before', async () => {
    // A Session that outlives the code, so it is the code's own expiry that refuses.
    const patient = await startProvider({ authSessionSeconds: 15 * 60 });
    const start = (email: string) =>
      patient.client.send(
        new InitiateAuthCommand({
          ClientId: CLIENT_ID,
          AuthFlow: 'CUSTOM_AUTH',
          AuthParameters: { USERNAME: email },
        }),
      );
    const respond = (step: InitiateAuthCommandOutput, code: string) =>
      patient.client.send(
        new RespondToAuthChallengeCommand({
          ClientId: CLIENT_ID,
          ChallengeName: 'CUSTOM_CHALLENGE',
          Session: step.Session,
          ChallengeResponses: { USERNAME: step.ChallengeParameters?.USERNAME ?? '', ANSWER: code },
        }),
      );
    try {
      const late = uniqueEmail('late');
      await patient.client.send(new SignUpCommand({ ClientId: CLIENT_ID, Username: late }));
      const lateStep = await start(late);
      patient.advance(5 * 60 * 1000);
      await expect(respond(lateStep, patient.codeSentTo(late))).rejects.toMatchObject({
        name: 'NotAuthorizedException',
        message: 'Incorrect username or password.',
      });

      const onTime = uniqueEmail('ontime');
      await patient.client.send(new SignUpCommand({ ClientId: CLIENT_ID, Username: onTime }));
      const onTimeStep = await start(onTime);
      patient.advance(5 * 60 * 1000 - 1000);
      const done = await respond(onTimeStep, patient.codeSentTo(onTime));
      expect(done.AuthenticationResult?.AccessToken).toEqual(expect.any(String));
    } finally {
      await patient.close();
    }
  });

  it('lets a code sign in once only', async () => {
    const email = uniqueEmail('once');
    await signUp(email);
    const step = await startSignIn(email);
    const code = idp.codeSentTo(email);
    await answer(step, code);

    await expect(answer(step, code)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    const next = await startSignIn(email);
    // A new sign-in has its own code; the used one is just a wrong answer there.
    const reused = idp.codeSentTo(email) === code ? undefined : await answer(next, code);
    expect(reused?.AuthenticationResult).toBeUndefined();
  });

  it('answers an unknown e-mail like a known one, sends nothing and never signs it in', async () => {
    const email = uniqueEmail('nobody');
    let step: InitiateAuthCommandOutput = await startSignIn(email);
    expect(step.ChallengeName).toBe('CUSTOM_CHALLENGE');
    expect(step.ChallengeParameters?.USERNAME).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(step.ChallengeParameters?.destination).toBe('n***@e***.com');
    expect(idp.mailsTo(email)).toHaveLength(0);
    for (let attempt = 1; attempt < 3; attempt += 1)
      step = { ...(await answer(step, '000000')), $metadata: {} };
    await expect(answer(step, '000000')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('limits codes per e-mail address: the sixth in 15 minutes fails with a clear message', async () => {
    const email = uniqueEmail('limit');
    await signUp(email);
    // Apart by more than the retry window: a new sign-in within it is taken for Cognito delivering
    // the same event again and mails nothing (issue #25).
    for (let send = 0; send < 5; send += 1) {
      await startSignIn(email);
      idp.advance(RETRY_WINDOW_MS);
    }

    await expect(startSignIn(email)).rejects.toMatchObject({
      name: 'UserLambdaValidationException',
      message: expect.stringContaining(
        'CreateAuthChallenge failed with error Too many sign-in codes were requested for this e-mail.',
      ),
    });
    expect(idp.mailsTo(email)).toHaveLength(5);
  });
});

describe('the per-IP limit (the WAF rule stand-in)', () => {
  it('answers TooManyRequestsException once an address starts too many code sign-ins', async () => {
    const limited = await startProvider({ ipSendLimit: { limit: 3, windowSeconds: 300 } });
    try {
      const send = (email: string) =>
        limited.client.send(
          new InitiateAuthCommand({
            ClientId: CLIENT_ID,
            AuthFlow: 'CUSTOM_AUTH',
            AuthParameters: { USERNAME: email },
          }),
        );
      for (let attempt = 0; attempt < 3; attempt += 1) await send(uniqueEmail('ip'));
      await expect(send(uniqueEmail('ip'))).rejects.toMatchObject({ name: 'TooManyRequestsException' });
      limited.advance(300 * 1000);
      await expect(send(uniqueEmail('ip'))).resolves.toMatchObject({ ChallengeName: 'CUSTOM_CHALLENGE' });
    } finally {
      await limited.close();
    }
  });
});
