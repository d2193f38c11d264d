import { fetchIsAdmin } from './admin-api.ts';
import { adminKeys, adminQueryClient, isAdminQueryOptions } from './query-client.ts';

/**
 * is_admin per signed-in user, cached 5 minutes with no retry (spec): a query of the admin
 * QueryClient whose staleTime is the cache time. The browser's answer is convenience only: the
 * server checks the admins group on every admin call and socket.
 */
export function checkIsAdmin(userId: string, ask: () => Promise<boolean> = fetchIsAdmin): Promise<boolean> {
  // A failure is shown, not retried; the query keeps no answer, so the next check asks again.
  return adminQueryClient.fetchQuery(isAdminQueryOptions(userId, ask));
}

/** After a sign-out or sign-in the next check asks the server again. */
export function forgetAdminAccess(): void {
  adminQueryClient.removeQueries({ queryKey: [...adminKeys.all, 'is-admin'] });
}

/** On sign-out: nothing staff saw (lists, timelines, follow-ups) stays in the page's memory. */
export function forgetAdminData(): void {
  adminQueryClient.removeQueries({ queryKey: adminKeys.all });
}
