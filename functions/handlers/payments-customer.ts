import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { isSimpleEmail, normalizeEmail } from '../domain/email.ts';
import { jwtClaims, unauthorized } from './lib/http.ts';

/** The signed-in customer of a payments or launch-request route (not a handler: no route names it). */
export interface SignedInCustomer {
  readonly id: string;
  readonly email: string;
}

/**
 * The customer's id and verified e-mail from the ID token the authorizer checked. Customer routes
 * are called with the ID token because the e-mail is who pays and who owns the launch request; an
 * access token (no email claim) or an unverified address is refused with 401.
 */
export function requireCustomer(event: APIGatewayProxyEventV2): SignedInCustomer {
  const claims = jwtClaims(event);
  const id = claims?.sub;
  const email = claims?.email;
  const verified = claims?.email_verified;
  if (typeof id !== 'string' || id === '') throw unauthorized();
  if (typeof email !== 'string' || !isSimpleEmail(email.trim()))
    throw unauthorized('Sign in with your e-mail address to continue.');
  if (verified === false || verified === 'false')
    throw unauthorized('Your e-mail address is not verified yet.');
  return { id, email: normalizeEmail(email) };
}
