import { keepPreviousData, useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '@domain/contracts/admin.ts';
import type { ListQuery } from './admin-api.ts';
import { adminKeys, type AdminListName } from './query-client.ts';

/**
 * The order in which list requests were sent, across every list and search: an answer is as new as
 * the request its first page came from. Pages are the client's own objects (structural sharing is
 * off), so each keeps the number of the request that fetched it.
 */
let requestsSent = 0;
const requestOf = new WeakMap<object, number>();
const sentAt = (data: InfiniteData<object, unknown> | undefined): number =>
  (data?.pages[0] && requestOf.get(data.pages[0])) ?? 0;
/**
 * The last request sent before each list was last marked stale (a live message: a payment, a new
 * record). TanStack Query does not ask again for a list whose first answer is still on its way,
 * so that answer, read before the change, would stay; it is dropped and the list asked again.
 */
const staleSince = new Map<AdminListName, number>();

export interface ListFilters {
  readonly q: string;
  readonly status?: string | undefined;
}

/**
 * One admin list as an infinite query: server-side search, cursor pages ("Load more" fetches the
 * next), keyed by list and filters so a slow old search never overwrites a fresh one. A live
 * message of the list's kind invalidates it (use-live-refresh.ts) and TanStack Query refetches
 * every page shown. A failed call is reported through `onError` and the list stays as it was:
 * the last answered pages, even those of the previous search.
 *
 * Only the newest answer shows: an answer to a request sent before the one on screen (a search's
 * cached pages from before a payment, a request still in flight when the search changed back) is
 * not shown over it, and its list is asked again. Otherwise a launch paid a moment ago could show
 * as unpaid from an older answer.
 */
export function useAdminList<P extends Page<unknown>>(
  name: AdminListName,
  fetchPage: (query: ListQuery) => Promise<P>,
  filters: ListFilters,
  onError: (error: unknown) => void,
) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const [area, kind, list] = event.query.queryKey as readonly unknown[];
        if (event.type !== 'updated' || event.action.type !== 'invalidate') return;
        if (area === 'admin' && kind === 'list' && list === name) staleSince.set(name, requestsSent);
      }),
    [queryClient, name],
  );
  const { q, status } = filters;
  const queryKey = adminKeys.listPages(name, { q, status });
  const query = useInfiniteQuery({
    queryKey,
    queryFn: async ({ pageParam }) => {
      const request = (requestsSent += 1);
      const page = await fetchPage({ q, status, cursor: pageParam });
      requestOf.set(page, request);
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: P) => last.nextCursor,
    placeholderData: keepPreviousData,
    // Each page stays the object its request answered, so it keeps that request's number.
    structuralSharing: false,
  });

  // The last pages that arrived, shown while a new search fails (spec: the list stays as it was).
  const [lastAnswered, setLastAnswered] = useState<InfiniteData<P, unknown> | undefined>(undefined);
  const answer = query.data !== undefined && !query.isPlaceholderData ? query.data : undefined;
  // An answer older than the one shown is dropped: the list stays as it was until a newer one comes.
  // So is one read before the list was last marked stale.
  const outdated =
    answer !== undefined &&
    ((lastAnswered !== undefined && sentAt(answer) < sentAt(lastAnswered)) ||
      sentAt(answer) <= (staleSince.get(name) ?? 0));
  if (answer !== undefined && !outdated && answer !== lastAnswered) setLastAnswered(answer);
  const data = outdated ? lastAnswered : (query.data ?? lastAnswered);

  // A dropped answer with nothing newer on its way: ask for this list again.
  const { isFetching, isError, refetch } = query;
  useEffect(() => {
    if (outdated && !isFetching && !isError) void refetch();
  }, [outdated, isFetching, isError, refetch]);

  const reportError = useRef(onError);
  useEffect(() => {
    reportError.current = onError;
  }, [onError]);
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (error) reportError.current(error);
  }, [error, errorUpdatedAt]);

  const items: P['items'] = data?.pages.flatMap((page) => page.items) ?? [];
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;

  const loadMore = useCallback(async () => {
    if (!hasNextPage || isFetchingNextPage) return;
    await fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);

  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);

  /** Changes shown items in place (e.g. a status an admin just set), in every cached page. */
  const updateItems = useCallback(
    (change: (item: P['items'][number]) => P['items'][number]) => {
      // A changed page is as new as the request that answered it.
      const changed = (page: P): P => {
        const updated = { ...page, items: page.items.map(change) };
        requestOf.set(updated, requestOf.get(page) ?? 0);
        return updated;
      };
      queryClient.setQueriesData<InfiniteData<P, unknown>>(
        { queryKey: adminKeys.list(name) },
        (cached) => cached && { ...cached, pages: cached.pages.map(changed) },
      );
      setLastAnswered((shown) => shown && { ...shown, pages: shown.pages.map(changed) });
    },
    [queryClient, name],
  );

  return {
    items,
    nextCursor: data?.pages.at(-1)?.nextCursor ?? null,
    /** The newest first page as the server sent it (e.g. chat sessions' `today`). */
    head: data?.pages[0] ?? null,
    loading: query.isFetching && !isFetchingNextPage,
    loadingMore: isFetchingNextPage,
    /** A first page has arrived at least once (so "empty" can be told from "not loaded"). */
    loaded: data !== undefined,
    /** The items shown are the server's answer to these filters, not the previous search's. */
    current: answer !== undefined && data === answer,
    /** The server refused these filters: the list stays as it was (the last pages answered). */
    failed: query.isError,
    refresh,
    loadMore,
    updateItems,
  };
}
