/**
 * Where the app is and how it moves: the few parts of browser history the site uses (issue #31).
 * A location is immutable and carries a key, new for every navigation, so effects keyed on it
 * (the scroll rules) run once per navigation even when the URL is the same.
 */
export interface Location {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly state: unknown;
  readonly key: string;
}

export interface NavigateOptions {
  readonly replace?: boolean;
  readonly state?: unknown;
}

/** The source of locations a router reads: the browser's history, a list in memory, or one fixed URL. */
export interface History {
  readonly location: () => Location;
  readonly push: (to: string, options?: NavigateOptions) => void;
  /** Called after every change of location, including the browser's back and forward buttons. */
  readonly listen: (onChange: () => void) => () => void;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** A site-absolute URL ('/launch?service=x#top') as a location; the origin is a placeholder. */
export function locationOf(url: string, state: unknown = null, key = 'default'): Location {
  const { pathname, search, hash } = new URL(url, 'http://site.invalid');
  return { pathname, search, hash, state, key };
}

/** The path, query and fragment of a location, as a link's href would show it. */
export const hrefOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  `${location.pathname}${location.search}${location.hash}`;

/** What a navigation stores in history.state, so back and forward restore the state and key. */
interface StoredEntry {
  readonly usr: unknown;
  readonly key: string;
}

function storedEntry(value: unknown): StoredEntry | null {
  return value && typeof value === 'object' && 'key' in value && typeof value.key === 'string'
    ? (value as StoredEntry)
    : null;
}

export function browserHistory(win: Window = window): History {
  let current: Location | undefined;
  const read = (): Location => {
    const entry = storedEntry(win.history.state);
    return locationOf(hrefOf(win.location), entry?.usr ?? null, entry?.key ?? 'default');
  };
  const listeners = new Set<() => void>();
  const notify = () => {
    current = read();
    for (const listener of listeners) listener();
  };
  return {
    location: () => (current ??= read()),
    push(to, { replace = false, state = null } = {}) {
      const entry: StoredEntry = { usr: state, key: newKey() };
      const url = hrefOf(locationOf(to));
      if (replace) win.history.replaceState(entry, '', url);
      else win.history.pushState(entry, '', url);
      notify();
    },
    listen(onChange) {
      listeners.add(onChange);
      const onPop = () => notify();
      win.addEventListener('popstate', onPop);
      return () => {
        listeners.delete(onChange);
        win.removeEventListener('popstate', onPop);
      };
    },
  };
}

/** History kept in memory: tests, and anything rendered outside a browser window. */
export function memoryHistory(initialEntries: readonly string[] = ['/']): History {
  const entries = (initialEntries.length > 0 ? initialEntries : ['/']).map((url) => locationOf(url));
  let index = entries.length - 1;
  const listeners = new Set<() => void>();
  return {
    location: () => entries[index] as Location,
    push(to, { replace = false, state = null } = {}) {
      const next = locationOf(to, state, newKey());
      if (replace) entries[index] = next;
      else entries.splice(++index, entries.length, next);
      for (const listener of listeners) listener();
    },
    listen(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

/** One URL that never changes: the pre-render of a page. */
export function staticHistory(url: string): History {
  const location = locationOf(url);
  return {
    location: () => location,
    push() {
      throw new Error(`a pre-rendered page cannot navigate (rendering ${hrefOf(location)})`);
    },
    listen: () => () => {},
  };
}
