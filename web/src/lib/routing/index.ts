/** The site's router (issue #31): import routing from here, never from react-router-dom. */
export {
  BrowserRouter,
  MemoryRouter,
  StaticRouter,
  useInRouterContext,
  useLocation,
  useNavigate,
  useSearchParams,
} from './router.tsx';
export type { Location, NavigateOptions } from './router.tsx';
export { Outlet, Route, Routes, type RouteProps } from './routes.tsx';
export { Link, NavLink, Navigate, type LinkProps, type NavLinkProps } from './links.tsx';
