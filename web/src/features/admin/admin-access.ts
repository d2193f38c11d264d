import { ADMIN_CHECK_CACHE_MS } from '../../../../functions/domain/constants.ts';
import { fetchIsAdmin } from './admin-api.ts';

/**
 * is_admin per signed-in user, cached 5 minutes with no retry (spec). The browser's answer is
 * convenience only: the server checks the admins group on every admin call and socket.
 */
interface CachedAnswer {
  readonly answer: Promise<boolean>;
  readonly at: number;
}

const cache = new Map<string, CachedAnswer>();

export function checkIsAdmin(
  userId: string,
  now: number = Date.now(),
  ask: () => Promise<boolean> = fetchIsAdmin,
) {
  const cached = cache.get(userId);
  if (cached && now - cached.at < ADMIN_CHECK_CACHE_MS) return cached.answer;
  const answer = ask();
  cache.set(userId, { answer, at: now });
  // A failure is shown, not retried; the next visit (a new check) asks again.
  answer.catch(() => {
    if (cache.get(userId)?.answer === answer) cache.delete(userId);
  });
  return answer;
}

/** After a sign-out or sign-in the next check asks the server again. */
export function forgetAdminAccess(): void {
  cache.clear();
}
