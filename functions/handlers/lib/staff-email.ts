import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { callerAccount } from './caller-account.ts';
import { jwtClaims } from './http.ts';

/**
 * The signed-in staff member's e-mail, decided on the server (never taken from the body): an ID
 * token carries it; for an access token (what the dashboard sends) Cognito's GetUser, which the
 * token itself authorises, supplies it. Null when neither knows it.
 */
export async function staffEmailOf(event: APIGatewayProxyEventV2, sub: string): Promise<string | null> {
  const claimed = jwtClaims(event)?.email;
  if (typeof claimed === 'string' && claimed !== '') return claimed.toLowerCase();
  const account = await callerAccount(event, sub);
  return account ? account.email.toLowerCase() : null;
}
