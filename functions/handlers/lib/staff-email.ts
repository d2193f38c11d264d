import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { accountEmail } from '../../adapters/account-email.ts';
import { header, jwtClaims } from './http.ts';

const CACHE_MS = 5 * 60 * 1000;
// Per warm Lambda: one Cognito GetUser per staff member every few minutes, not one per note.
const emailsBySub = new Map<string, { email: string; until: number }>();

/**
 * The signed-in staff member's e-mail, decided on the server (never taken from the body): an ID
 * token carries it; for an access token (what the dashboard sends) Cognito's GetUser, which the
 * token itself authorises, supplies it. Null when neither knows it.
 */
export async function staffEmailOf(event: APIGatewayProxyEventV2, sub: string): Promise<string | null> {
  const claimed = jwtClaims(event)?.email;
  if (typeof claimed === 'string' && claimed !== '') return claimed.toLowerCase();
  const cached = emailsBySub.get(sub);
  if (cached && cached.until > Date.now()) return cached.email;
  const token = header(event, 'authorization')
    ?.replace(/^Bearer\s+/i, '')
    .trim();
  const account = token ? await accountEmail(token) : undefined;
  if (!account) return null;
  const email = account.email.toLowerCase();
  if (emailsBySub.size > 100) emailsBySub.clear();
  emailsBySub.set(sub, { email, until: Date.now() + CACHE_MS });
  return email;
}
