import { useCallback, useState } from 'react';
import { useInRouterContext, useSearchParams } from '../../lib/routing/index.ts';

/** Which way a column sorts. */
export type SortDirection = 'asc' | 'desc';

/**
 * What a staff member is looking at in a list tab, kept in the URL (issue #26) so a reload, the
 * back button or a link sent to a colleague shows the same rows: the search text (`q`), the stage
 * and owner filters, the sort column and direction, the open row (`open`) and whose timeline is
 * open in it (`timeline`, a resume token). Only the shown tab reads them; switching tabs starts its
 * list afresh.
 */
export interface ListView {
  readonly q: string;
  readonly stage: string;
  readonly owner: string;
  readonly sort: string;
  readonly dir: SortDirection;
  readonly open: string;
  readonly timeline: string;
}

const KEYS = ['q', 'stage', 'owner', 'sort', 'dir', 'open', 'timeline'] as const;
type ListKey = (typeof KEYS)[number];

/** URL keys of the list state: the dashboard clears them when the tab changes. */
export const LIST_VIEW_KEYS: readonly string[] = KEYS;

export interface ListViewState {
  view: ListView;
  /** Typing in the search box replaces the history entry; choosing a filter, a sort or a row adds one. */
  change: (next: Partial<ListView>, how?: 'push' | 'replace') => void;
}

function viewOf(params: URLSearchParams, defaults: { sort: string; dir: SortDirection }): ListView {
  const read = (key: ListKey) => params.get(key) ?? '';
  return {
    q: read('q'),
    stage: read('stage'),
    owner: read('owner'),
    sort: read('sort') || defaults.sort,
    dir: read('dir') === 'asc' ? 'asc' : read('dir') === 'desc' ? 'desc' : defaults.dir,
    open: read('open'),
    timeline: read('timeline'),
  };
}

function merged(current: URLSearchParams, next: Partial<ListView>): URLSearchParams {
  const updated = new URLSearchParams(current);
  // A timeline is open inside a row: another row (or none) open closes it.
  const changes = 'open' in next && !('timeline' in next) ? { ...next, timeline: '' } : next;
  for (const [key, value] of Object.entries(changes)) {
    if (value) updated.set(key, value);
    else updated.delete(key);
  }
  return updated;
}

/** The list's view in the page's URL (the dashboard), or in component state where there is no router (a tab rendered alone). */
export function useListView(defaults: { sort: string; dir: SortDirection }): ListViewState {
  // Whether a router is above never changes for a mounted tab, so the hooks below run in a fixed order.
  /* eslint-disable react-hooks/rules-of-hooks */
  return useInRouterContext() ? useUrlListView(defaults) : useLocalListView(defaults);
  /* eslint-enable react-hooks/rules-of-hooks */
}

function useLocalListView(defaults: { sort: string; dir: SortDirection }): ListViewState {
  const [params, setParams] = useState(() => new URLSearchParams());
  const change = useCallback((next: Partial<ListView>) => setParams((current) => merged(current, next)), []);
  return { view: viewOf(params, defaults), change };
}

function useUrlListView(defaults: { sort: string; dir: SortDirection }): ListViewState {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (next: Partial<ListView>, how: 'push' | 'replace' = 'push') =>
      setParams((current) => merged(current, next), { replace: how === 'replace' }),
    [setParams],
  );
  return { view: viewOf(params, defaults), change };
}
