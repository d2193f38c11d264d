import { useCallback, useEffect, useReducer, useRef } from 'react';
import { ADMIN_PAGE_SIZE, type Page } from '../../../../functions/domain/contracts/admin.ts';
import type { ListQuery } from './admin-api.ts';

export interface ListFilters {
  readonly q: string;
  readonly status?: string;
}

interface ListState<P extends Page<unknown>> {
  readonly items: P['items'];
  readonly nextCursor: string | null;
  /** The newest first page as the server sent it (e.g. chat sessions' `today`). */
  readonly head: P | null;
  readonly loading: boolean;
  readonly loadingMore: boolean;
  /** A first page has arrived at least once (so "empty" can be told from "not loaded"). */
  readonly loaded: boolean;
}

type ListEvent<P extends Page<unknown>> =
  | { type: 'loading'; more: boolean }
  | { type: 'firstPage'; page: P }
  | { type: 'nextPage'; page: P }
  | { type: 'failed' }
  | { type: 'replace'; items: P['items'] };

function reduce<P extends Page<unknown>>(state: ListState<P>, event: ListEvent<P>): ListState<P> {
  switch (event.type) {
    case 'loading':
      return event.more ? { ...state, loadingMore: true } : { ...state, loading: true };
    case 'firstPage':
      return {
        items: event.page.items,
        nextCursor: event.page.nextCursor,
        head: event.page,
        loading: false,
        loadingMore: false,
        loaded: true,
      };
    case 'nextPage':
      return {
        ...state,
        items: [...state.items, ...event.page.items],
        nextCursor: event.page.nextCursor,
        loadingMore: false,
      };
    case 'failed':
      // The list stays as it was (spec); only the busy flags drop.
      return { ...state, loading: false, loadingMore: false };
    case 'replace':
      return { ...state, items: event.items };
  }
}

/** How many rows a refresh asks for: what is on screen now, within the API's page sizes. */
const refreshLimit = (shown: number) =>
  Math.min(Math.max(shown, ADMIN_PAGE_SIZE.default), ADMIN_PAGE_SIZE.max);

/**
 * One admin list with server-side search and cursor paging. A change of filters or a refresh
 * reloads from the first page; "Load more" appends the next. An answer that arrives after a newer
 * request started is dropped, so a slow old search never overwrites a fresh one.
 */
export function useAdminList<P extends Page<unknown>>(
  fetchPage: (query: ListQuery) => Promise<P>,
  filters: ListFilters,
  onError: (error: unknown) => void,
) {
  const [state, dispatch] = useReducer(reduce<P>, {
    items: [],
    nextCursor: null,
    head: null,
    loading: true,
    loadingMore: false,
    loaded: false,
  });
  const generation = useRef(0);
  const latest = useRef({ fetchPage, onError, filters, state });
  useEffect(() => {
    latest.current = { fetchPage, onError, filters, state };
  });

  const reload = useCallback(async (limit?: number) => {
    const current = ++generation.current;
    const { fetchPage: fetcher, filters: query } = latest.current;
    dispatch({ type: 'loading', more: false });
    try {
      const page = await fetcher({ q: query.q, status: query.status, limit });
      if (current === generation.current) dispatch({ type: 'firstPage', page });
    } catch (error: unknown) {
      if (current !== generation.current) return;
      dispatch({ type: 'failed' });
      latest.current.onError(error);
    }
  }, []);

  const { q, status } = filters;
  useEffect(() => {
    void reload();
  }, [q, status, reload]);

  const refresh = useCallback(() => reload(refreshLimit(latest.current.state.items.length)), [reload]);

  const loadMore = useCallback(async () => {
    const { state: now, fetchPage: fetcher, filters: query } = latest.current;
    if (!now.nextCursor || now.loadingMore) return;
    const current = generation.current;
    dispatch({ type: 'loading', more: true });
    try {
      const page = await fetcher({ q: query.q, status: query.status, cursor: now.nextCursor });
      if (current === generation.current) dispatch({ type: 'nextPage', page });
    } catch (error: unknown) {
      if (current !== generation.current) return;
      dispatch({ type: 'failed' });
      latest.current.onError(error);
    }
  }, []);

  const replaceItems = useCallback((items: P['items']) => dispatch({ type: 'replace', items }), []);

  return { ...state, refresh, loadMore, replaceItems };
}
