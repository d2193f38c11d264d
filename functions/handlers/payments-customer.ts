import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { accountEmail } from '../adapters/account-email.ts';
import { isSimpleEmail, normalizeEmail } from '../domain/email.ts';
import { AppError } from '../domain/app-error.ts';
import { header, jwtClaims } from './lib/http.ts';

/** The signed-in customer of a payments or launch-request route (not a handler: no route names it). */
export interface SignedInCustomer {
  readonly id: string;
  readonly email: string;
}

const CACHE_MS = 5 * 60 * 1000;
const CACHE_ENTRIES = 500;
// Per warm Lambda: one GetUser per account every few minutes, not one per request.
const emailsBySub = new Map<string, { email: string; until: number }>();

function remember(sub: string, email: string): void {
  if (emailsBySub.size >= CACHE_ENTRIES) emailsBySub.delete(emailsBySub.keys().next().value ?? '');
  emailsBySub.set(sub, { email, until: Date.now() + CACHE_MS });
}

async function emailOfAccessToken(event: APIGatewayProxyEventV2, sub: string): Promise<string> {
  const cached = emailsBySub.get(sub);
  if (cached && cached.until > Date.now()) return cached.email;
  const token = header(event, 'authorization')
    ?.replace(/^Bearer\s+/i, '')
    .trim();
  const account = token ? await accountEmail(token) : undefined;
  if (!account) throw AppError.unauthorized('Sign in again to continue.');
  if (!account.verified) throw AppError.unauthorized('Your e-mail address is not verified yet.');
  remember(sub, account.email);
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
