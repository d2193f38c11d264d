/**
 * The build writes pre-rendered HTML into #root with the route it was rendered for. The client
 * hydrates only when the route matches the address: servers answer unknown paths with the home
 * page's HTML (the app shell), and hydrating that as another route would be a mismatch.
 */
export const PRERENDERED_ROUTE_ATTRIBUTE = 'data-prerendered-route';

/**
 * Set when the markup stands for the route with this query parameter (a dashboard token): an
 * address without it renders differently (it is sent elsewhere), so the app renders afresh.
 */
export const PRERENDERED_QUERY_ATTRIBUTE = 'data-prerendered-query';

/** '/pricing/' and '/pricing' are the same page. */
export function normalizePathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function isPrerenderedFor(container: Element, pathname: string, search = ''): boolean {
  const route = container.getAttribute(PRERENDERED_ROUTE_ATTRIBUTE);
  const query = container.getAttribute(PRERENDERED_QUERY_ATTRIBUTE);
  return (
    route !== null &&
    container.firstElementChild !== null &&
    normalizePathname(route) === normalizePathname(pathname) &&
    (query === null || (new URLSearchParams(search).get(query)?.trim() ?? '') !== '')
  );
}
