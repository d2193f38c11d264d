import { useEffect, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { locationOf, type NavigateOptions } from './history.ts';
import { useLocation, useNavigate } from './router.tsx';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site-absolute path, with query and fragment if any: paths.x.href(...). */
  readonly to: string;
  readonly replace?: boolean;
  readonly state?: unknown;
}

/** A plain left click with no modifier opens the page in place; anything else is the browser's. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** An <a> whose plain click navigates inside the app instead of loading the page again. */
export function Link({ to, replace, state, onClick, target, ...anchor }: LinkProps) {
  const navigate = useNavigate();
  return (
    <a
      {...anchor}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event, target)) return;
        event.preventDefault();
        navigate(to, { replace, state });
      }}
    />
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  readonly className?: string | ((status: { isActive: boolean }) => string);
  readonly end?: boolean;
  readonly children?: ReactNode;
}

/** A link that knows when its page is the one shown: aria-current="page" and the active class. */
export function NavLink({ className, end = false, to, ...link }: NavLinkProps) {
  const current = useLocation().pathname.toLowerCase();
  const target = locationOf(to).pathname.toLowerCase();
  const isActive =
    current === target || (!end && target !== '/' && current.startsWith(target.replace(/\/$/, '') + '/'));
  return (
    <Link
      {...link}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}

/** Goes to `to` once rendered: a guard's way of sending the visitor elsewhere. */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}
