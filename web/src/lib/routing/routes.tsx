import {
  Children,
  createContext,
  isValidElement,
  useContext,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useLocation } from './router.tsx';

export interface RouteProps {
  /** Absolute ('/about'), relative to the parent's path, or '*' for whatever no other route takes. */
  readonly path?: string;
  readonly index?: boolean;
  readonly element?: ReactNode;
  readonly children?: ReactNode;
}

/** Configuration only: <Routes> reads its props and renders the matching branch. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

const OutletContext = createContext<ReactNode>(null);

/** Where a layout route shows the route below it. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

type Branch = readonly RouteProps[];

const joinPaths = (parent: string, path: string) =>
  path.startsWith('/') ? path : `${parent.replace(/\/+$/, '')}/${path}`;

/** Every route that can be the last one matched, with its layouts above it, in the order written. */
function branchesOf(children: ReactNode, above: Branch = []): Branch[] {
  const found: Branch[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    if (child.type !== Route) {
      throw new Error('<Routes> holds only <Route> elements');
    }
    const branch = [...above, child.props];
    const nested = branchesOf(child.props.children, branch);
    found.push(...nested);
    if (nested.length === 0 || child.props.path !== undefined || child.props.index) found.push(branch);
  });
  return found;
}

/** Compared as react-router does: case-insensitive, decoded, a trailing slash ignored. */
function normalised(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape is matched as written (it then finds the catch-all, not a crash).
  }
  return (decoded.replace(/\/+$/, '') || '/').toLowerCase();
}

function fullPath(branch: Branch): { path: string; splat: boolean } {
  let path = '/';
  for (const route of branch) if (route.path !== undefined) path = joinPaths(path, route.path);
  const splat = path === '*' || path.endsWith('/*');
  return { path: normalised(splat ? path.replace(/\*$/, '') : path), splat };
}

function matches(branch: Branch, pathname: string): boolean {
  const { path, splat } = fullPath(branch);
  if (!splat) return path === pathname;
  return path === '/' || pathname === path || pathname.startsWith(`${path}/`);
}

/** A branch as nested elements: each layout's <Outlet> shows the element below it. */
function renderBranch(branch: Branch): ReactNode {
  return branch.reduceRight<ReactNode>(
    (below, route) => (
      <OutletContext.Provider value={below}>{route.element ?? <Outlet />}</OutletContext.Provider>
    ),
    null,
  );
}

/** Renders the first route whose path is the current one; a '*' route only when none is. */
export function Routes({ children }: { children?: ReactNode }) {
  const pathname = normalised(useLocation().pathname);
  const branches = branchesOf(children);
  const exact = branches.find((branch) => !fullPath(branch).splat && matches(branch, pathname));
  const chosen = exact ?? branches.find((branch) => fullPath(branch).splat && matches(branch, pathname));
  return chosen ? renderBranch(chosen) : null;
}
