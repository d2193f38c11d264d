import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  browserHistory,
  hrefOf,
  memoryHistory,
  staticHistory,
  type History,
  type Location,
  type NavigateOptions,
} from './history.ts';

/*
 * The site's own router (issue #31). Decision: a few hundred bytes of our own code in place of
 * react-router-dom, which was 13.5 KB of the 85 KB gzipped budget of every public route's first load.
 * The site needs only what this file and routes.tsx give: static paths, pathless layout routes,
 * a catch-all, links, redirects and the query string. Names and props follow react-router's, so the
 * pages read the same.
 */

interface RouterContextValue {
  readonly location: Location;
  readonly navigate: (to: string, options?: NavigateOptions) => void;
  /** Where the address is now, which runs ahead of `location` while a navigation renders. */
  readonly current: () => Location;
}

const RouterContext = createContext<RouterContextValue | null>(null);

function useRouter(): RouterContextValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('a link or route hook is rendered outside the router');
  return router;
}

function Router({ history, children }: { history: History; children?: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  useLayoutEffect(() => {
    // A transition, as react-router does: the page on screen stays until the next one's code has arrived.
    const update = () => startTransition(() => setLocation(history.location()));
    const stop = history.listen(update);
    update();
    return stop;
  }, [history]);
  const navigate = useCallback(
    (to: string, options?: NavigateOptions) => history.push(to, options),
    [history],
  );
  const value = useMemo(
    () => ({ location, navigate, current: history.location }),
    [location, navigate, history],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(() => browserHistory());
  return <Router history={history}>{children}</Router>;
}

export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: readonly string[];
  children?: ReactNode;
}) {
  const [history] = useState(() => memoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

/** The pre-render's router: one URL, no navigation. */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const history = useMemo(() => staticHistory(location), [location]);
  return <Router history={history}>{children}</Router>;
}

/** Whether a router is above: a component rendered alone (a test, a tab on its own) may fall back to local state. */
export function useInRouterContext(): boolean {
  return useContext(RouterContext) !== null;
}

export function useLocation(): Location {
  return useRouter().location;
}

/** A stable function: effects may list it without running again on every navigation. */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  return useRouter().navigate;
}

type SearchUpdate = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

export function useSearchParams(): [
  URLSearchParams,
  (next: SearchUpdate, options?: NavigateOptions) => void,
] {
  const { location, navigate, current } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  // An update builds on the address as it is now: a change made before the last one has rendered
  // (a tab chosen while the search box's change is on its way) keeps both.
  const setParams = useCallback(
    (next: SearchUpdate, options?: NavigateOptions) => {
      const now = current();
      const updated = typeof next === 'function' ? next(new URLSearchParams(now.search)) : next;
      const search = updated.toString();
      navigate(hrefOf({ pathname: now.pathname, search: search ? `?${search}` : '', hash: '' }), options);
    },
    [current, navigate],
  );
  return [params, setParams];
}

export type { Location, NavigateOptions } from './history.ts';
