import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { accountEmail, type AccountEmail } from '../../adapters/account-email.ts';
import { header } from './http.ts';

const CACHE_MS = 5 * 60 * 1000;
const CACHE_ENTRIES = 500;
// Per warm Lambda: one Cognito GetUser per account every few minutes, not one per request.
const accountsBySub = new Map<string, { account: AccountEmail; until: number }>();

/**
 * The e-mail (and whether it is verified) of the account whose access token signed the request:
 * access tokens carry no email claim, so Cognito's GetUser, which the token itself authorises,
 * supplies it. Undefined when there is no token or Cognito does not know it.
 */
export async function callerAccount(
  event: APIGatewayProxyEventV2,
  sub: string,
): Promise<AccountEmail | undefined> {
  const cached = accountsBySub.get(sub);
  if (cached && cached.until > Date.now()) return cached.account;
  const token = header(event, 'authorization')
    ?.replace(/^Bearer\s+/i, '')
    .trim();
  const account = token ? await accountEmail(token) : undefined;
  if (!account) return undefined;
  if (accountsBySub.size >= CACHE_ENTRIES) accountsBySub.delete(accountsBySub.keys().next().value ?? '');
  accountsBySub.set(sub, { account, until: Date.now() + CACHE_MS });
  return account;
}
