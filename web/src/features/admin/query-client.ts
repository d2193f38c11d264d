import { QueryClient } from '@tanstack/react-query';
import { ADMIN_CHECK_CACHE_MS } from '../../lib/web-timings.ts';
import type { LiveRecordKind } from '@domain/contracts/admin.ts';

/**
 * The admin area's data layer (TanStack Query). Imported only by admin modules, so it loads with
 * the admin chunks and never with a public page. No automatic retries and no refetch on focus:
 * a failed call is shown (the spec's toasts), and the live socket says when data changed.
 */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** One client for the admin pages, so the login page's is_admin answer serves the dashboard too. */
export const adminQueryClient = createAdminQueryClient();

export type AdminListName = 'chat-sessions' | 'onboarding' | 'launch-requests' | 'payouts';

export const adminKeys = {
  all: ['admin'] as const,
  isAdmin: (userId: string) => ['admin', 'is-admin', userId] as const,
  lists: ['admin', 'list'] as const,
  list: (name: AdminListName) => ['admin', 'list', name] as const,
  listPages: (name: AdminListName, filters: { q: string; status?: string | undefined }) =>
    ['admin', 'list', name, filters.q, filters.status ?? ''] as const,
  timelines: ['admin', 'timeline'] as const,
  timeline: (resumeToken: string) => ['admin', 'timeline', resumeToken.toLowerCase()] as const,
  followUps: ['admin', 'follow-ups'] as const,
};

/** is_admin per user: the spec's 5-minute cache is its staleTime, and a failure is not retried. */
export const isAdminQueryOptions = (userId: string, ask: () => Promise<boolean>) => ({
  queryKey: adminKeys.isAdmin(userId),
  queryFn: ask,
  staleTime: ADMIN_CHECK_CACHE_MS,
  retry: false as const,
});

/** What a live message means for the dashboard's data (web/src/features/admin/live-socket.ts). */
export type LiveChange =
  | { readonly kind: 'chat_session'; readonly id: string }
  | { readonly kind: LiveRecordKind; readonly token: string };

/** The lists a record's change shows on. */
const LISTS_OF: Record<LiveChange['kind'], readonly AdminListName[]> = {
  chat_session: ['chat-sessions'],
  onboarding: ['onboarding'],
  setup_call: ['onboarding'],
  payment: ['onboarding', 'launch-requests'],
  launch_request: ['launch-requests'],
  // The lists show each prospect's owner and follow-up (issue #26).
  prospect: ['onboarding', 'launch-requests'],
  payout: ['payouts'],
};

/** The query keys a live change makes stale: its kind's lists and, for a journey's record, its timeline. */
export function keysToInvalidate(change: LiveChange): readonly (readonly string[])[] {
  const lists = LISTS_OF[change.kind].map((name) => adminKeys.list(name));
  if (change.kind === 'chat_session') return [...lists, adminKeys.timelines];
  if (change.kind === 'payout') return [...lists, adminKeys.timelines];
  const journey = [adminKeys.timeline(change.token)];
  return change.kind === 'prospect' ? [...lists, ...journey, adminKeys.followUps] : [...lists, ...journey];
}
