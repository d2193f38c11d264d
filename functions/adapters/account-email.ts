import {
  GetUserCommand,
  NotAuthorizedException,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
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
  try {
    const { UserAttributes = [] } = await cognito().send(new GetUserCommand({ AccessToken: accessToken }));
    const attribute = (name: string) => UserAttributes.find((entry) => entry.Name === name)?.Value;
    const email = attribute('email');
    return email ? { email, verified: attribute('email_verified') === 'true' } : undefined;
  } catch (error: unknown) {
    if (error instanceof NotAuthorizedException || error instanceof UserNotFoundException) return undefined;
    throw error;
  }
}
