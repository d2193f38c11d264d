import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { isSimpleEmail, normalizeEmail } from '../domain/email.ts';
import { AppError } from '../domain/app-error.ts';
import { callerAccount } from './lib/caller-account.ts';
import { jwtClaims } from './lib/http.ts';

/** The signed-in customer of a payments or launch-request route (not a handler: no route names it). */
export interface SignedInCustomer {
  readonly id: string;
  readonly email: string;
}

async function emailOfAccessToken(event: APIGatewayProxyEventV2, sub: string): Promise<string> {
  const account = await callerAccount(event, sub);
  if (!account) throw AppError.unauthorized('Sign in again to continue.');
  if (!account.verified) throw AppError.unauthorized('Your e-mail address is not verified yet.');
  return account.email;
}

/**
 * The customer's id and verified e-mail: who pays, and who owns the launch request. An ID token
 * carries the e-mail; for an access token (what the web app sends) Cognito's GetUser supplies it.
 */
export async function requireCustomer(event: APIGatewayProxyEventV2): Promise<SignedInCustomer> {
  const claims = jwtClaims(event);
  const id = claims?.sub;
  if (typeof id !== 'string' || id === '') throw AppError.unauthorized();
  const claimed = claims?.email;
  let email: string;
  if (typeof claimed === 'string' && claimed !== '') {
    const verified = claims?.email_verified;
    if (verified === false || verified === 'false')
      throw AppError.unauthorized('Your e-mail address is not verified yet.');
    email = claimed;
  } else {
    email = await emailOfAccessToken(event, id);
  }
  if (!isSimpleEmail(email.trim()))
    throw AppError.unauthorized('Sign in with your e-mail address to continue.');
  return { id, email: normalizeEmail(email) };
}
