import { cognito } from './cognito-client.ts';

export interface AccountEmail {
  readonly email: string;
  readonly verified: boolean;
}

/**
 * The e-mail of the account an access token belongs to (access tokens carry no email claim), from
 * Cognito's GetUser, which the token itself authorises. A revoked or unknown token answers undefined.
 */
export async function accountEmail(accessToken: string): Promise<AccountEmail | undefined> {
  const { sdk, client } = await cognito();
  try {
    const { UserAttributes = [] } = await client.send(new sdk.GetUserCommand({ AccessToken: accessToken }));
    const attribute = (name: string) => UserAttributes.find((entry) => entry.Name === name)?.Value;
    const email = attribute('email');
    return email ? { email, verified: attribute('email_verified') === 'true' } : undefined;
  } catch (error: unknown) {
    if (error instanceof sdk.NotAuthorizedException || error instanceof sdk.UserNotFoundException)
      return undefined;
    throw error;
  }
}
