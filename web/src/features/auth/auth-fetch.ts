import { apiUrl } from '../../app/config.ts';
import { accessToken } from './auth-client.ts';

/**
 * fetch for the product's API with the signed-in user's access token as a Bearer token (Amplify
 * refreshes it first when it has expired). Without a session the call goes out unauthenticated and
 * the server answers 401, which callers handle like any refusal.
 */
export async function authFetch(path: `/api/${string}`, init: RequestInit = {}): Promise<Response> {
  const [url, token] = await Promise.all([apiUrl(path), accessToken()]);
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  return fetch(url, { ...init, headers });
}
