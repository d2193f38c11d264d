import { keepPreviousData, useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '@domain/contracts/admin.ts';
import type { ListQuery } from './admin-api.ts';
import { adminKeys, type AdminListName } from './query-client.ts';

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
 */
export function useAdminList<P extends Page<unknown>>(
  name: AdminListName,
  fetchPage: (query: ListQuery) => Promise<P>,
  filters: ListFilters,
  onError: (error: unknown) => void,
) {
  const queryClient = useQueryClient();
  const { q, status } = filters;
  const queryKey = adminKeys.listPages(name, { q, status });
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage({ q, status, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: P) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

  // The last pages that arrived, shown while a new search fails (spec: the list stays as it was).
  const [lastAnswered, setLastAnswered] = useState<InfiniteData<P, unknown> | undefined>(undefined);
  if (query.data !== undefined && !query.isPlaceholderData && query.data !== lastAnswered)
    setLastAnswered(query.data);
  const data = query.data ?? lastAnswered;

  const reportError = useRef(onError);
  useEffect(() => {
    reportError.current = onError;
  }, [onError]);
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (error) reportError.current(error);
  }, [error, errorUpdatedAt]);

  const items: P['items'] = data?.pages.flatMap((page) => page.items) ?? [];
  const { fetchNextPage, hasNextPage, isFetchingNextPage, refetch } = query;

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
      queryClient.setQueriesData<InfiniteData<P, unknown>>(
        { queryKey: adminKeys.list(name) },
        (cached) =>
          cached && {
            ...cached,
            pages: cached.pages.map((page) => ({ ...page, items: page.items.map(change) })),
          },
      );
      setLastAnswered(
        (shown) =>
          shown && {
            ...shown,
            pages: shown.pages.map((page) => ({ ...page, items: page.items.map(change) })),
          },
      );
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
    current: query.data !== undefined && !query.isPlaceholderData && data === query.data,
    /** The server refused these filters: the list stays as it was (the last pages answered). */
    failed: query.isError,
    refresh,
    loadMore,
    updateItems,
  };
}
