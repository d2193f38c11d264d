import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { waitFor } from '../../setup/wait-for.ts';

/** Tokens of one sign-in, as Amplify would hold them. */
export interface SignedIn {
  readonly idToken: string;
  readonly accessToken: string;
}

/** The web app's app client id (or the staff client's), read the way the browser reads it. */
export async function localClientId(baseUrl: string, client: 'web' | 'staff' = 'web'): Promise<string> {
  const config = (await (await fetch(`${baseUrl}/config.json`)).json()) as {
    userPoolClientId: string;
    staffClientId: string;
  };
  return client === 'staff' ? config.staffClientId : config.userPoolClientId;
}

export function identityClient(baseUrl: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint: `${baseUrl}/_local/cognito`,
    region: 'eu-west-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

function tokensOf(result: { IdToken?: string; AccessToken?: string } | undefined): SignedIn {
  if (!result?.IdToken || !result.AccessToken) throw new Error('The identity provider issued no tokens');
  return { idToken: result.IdToken, accessToken: result.AccessToken };
}

/** The admin signs in with e-mail and password (USER_PASSWORD_AUTH on the staff client), as /admin/login does. */
export async function signInAdmin(baseUrl: string, email: string, password: string): Promise<SignedIn> {
  const client = identityClient(baseUrl);
  try {
    const answer = await client.send(
      new InitiateAuthCommand({
        ClientId: await localClientId(baseUrl, 'staff'),
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    return tokensOf(answer.AuthenticationResult);
  } finally {
    client.destroy();
  }
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The newest six-digit code e-mailed to `email`, from the local outbox. */
async function emailedCode(baseUrl: string, email: string): Promise<string> {
  const code = await waitFor(
    `a sign-in code mailed to ${email}`,
    async () => {
      const mails = (await (
        await fetch(`${baseUrl}/_local/mail.json?to=${encodeURIComponent(email)}`)
      ).json()) as OutboxMail[];
      return mails.find((mail) => mail.to.includes(email))?.text.match(/\b(\d{6})\b/)?.[1];
    },
    (found) => found !== undefined,
    { timeoutMs: 10_000 },
  );
  return code ?? '';
}

/** Signs the e-mail up as the site does, unless the account exists already. */
export async function signUpIfNew(
  client: ReturnType<typeof identityClient>,
  clientId: string,
  email: string,
): Promise<void> {
  await client
    .send(
      new SignUpCommand({
        ClientId: clientId,
        Username: email,
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    )
    .catch((error: unknown) => {
      if (!(error instanceof UsernameExistsException)) throw error;
    });
}

/**
 * A plain user: signs up (unless the account exists already), then signs in with the e-mailed code
 * (CUSTOM_AUTH), as the site does.
 */
export async function signUpUser(baseUrl: string, email: string): Promise<SignedIn> {
  const client = identityClient(baseUrl);
  const clientId = await localClientId(baseUrl);
  try {
    await signUpIfNew(client, clientId, email);
    const challenge = await client.send(
      new InitiateAuthCommand({
        ClientId: clientId,
        AuthFlow: 'CUSTOM_AUTH',
        AuthParameters: { USERNAME: email },
      }),
    );
    const answer = await client.send(
      new RespondToAuthChallengeCommand({
        ClientId: clientId,
        ChallengeName: 'CUSTOM_CHALLENGE',
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: email, ANSWER: await emailedCode(baseUrl, email) },
      }),
    );
    return tokensOf(answer.AuthenticationResult);
  } finally {
    client.destroy();
  }
}

/**
 * The same token re-signed with a key the pool never published (same `kid`), optionally with
 * changed claims: what an attacker could make without the pool's private key.
 */
let strangerKey: ReturnType<typeof generateKeyPair> | undefined;

export async function forged(token: string, changes: JWTPayload = {}): Promise<string> {
  strangerKey ??= generateKeyPair('RS256');
  const { privateKey } = await strangerKey;
  const header = decodeProtectedHeader(token);
  return new SignJWT({ ...decodeJwt(token), ...changes })
    .setProtectedHeader({ alg: 'RS256', kid: header.kid })
    .sign(privateKey);
}
