import { Link, NavLink, useLocation } from '../../lib/routing/index.ts';
import { homeSections, paths } from '../../lib/paths.ts';
import { buttonClasses } from '../ui/button.tsx';
import { ChevronIcon } from '../ui/chevron-icon.tsx';
import { CLOSE_PATH } from '../ui/close-icon.tsx';
import { StrokeIcon } from '../ui/stroke-icon.tsx';
import { cx } from '../ui/cx.ts';
import { BrandMark } from './brand-mark.tsx';
import { homeSectionLabels } from './brand.ts';
import { useDisclosure } from './use-disclosure.ts';

const pageLinks = [
  { to: paths.refer.href(), label: 'Refer & earn 10%' },
  { to: paths.referralLogin.href(), label: 'Referral Dashboard' },
  { to: paths.privacy.href(), label: 'Privacy' },
  { to: paths.terms.href(), label: 'Terms' },
] as const;

/**
 * Pages where the visitor is in the middle of a task (paying, confirming a payment, filling the
 * launch request, reading their partner dashboard): the header's 'Start in 60s' would lead away
 * from it, so it is left out there (issue #26). The menu still reaches every page.
 */
const TASK_PATHS: readonly string[] = [
  paths.checkout.path,
  paths.paymentSuccess.path,
  paths.launchRequest.path,
  paths.referralDashboard.path,
];

const activeClass = (isActive: boolean) =>
  isActive ? 'text-brand-800 underline decoration-2 underline-offset-8' : 'text-ink-700';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'rounded-md px-3 py-2 text-sm font-medium hover:bg-brand-50 hover:text-brand-800',
    activeClass(isActive),
  );

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'block rounded-md px-3 py-2.5 text-base font-medium hover:bg-brand-50 hover:text-brand-800',
    activeClass(isActive),
  );

function SolutionsMenu() {
  const { open, buttonProps, panelProps } = useDisclosure();
  return (
    <div className="relative">
      <button
        type="button"
        {...buttonProps}
        className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-ink-700 hover:bg-brand-50 hover:text-brand-800"
      >
        Solutions <ChevronIcon className={cx('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div
        {...panelProps}
        className="absolute left-0 z-50 mt-2 w-64 rounded-xl border border-ink-200 bg-white p-2 shadow-lg"
      >
        <ul>
          {homeSections.map((section) => (
            <li key={section}>
              <Link
                to={paths.home.href(section)}
                className="block rounded-md px-3 py-2 text-sm text-ink-700 hover:bg-brand-50 hover:text-brand-800"
              >
                {homeSectionLabels[section]}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function MobileMenu() {
  const { open, buttonProps, panelProps } = useDisclosure();
  return (
    <>
      <button
        type="button"
        {...buttonProps}
        aria-label="Menu"
        className="inline-flex size-11 items-center justify-center rounded-lg text-ink-900 hover:bg-ink-100"
      >
        <StrokeIcon d={open ? CLOSE_PATH : 'M4 7h16M4 12h16M4 17h16'} className="size-6" />
      </button>
      <div
        {...panelProps}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-ink-200 bg-white px-4 pt-2 pb-6 shadow-lg"
      >
        <p className="px-3 pt-2 text-xs font-semibold tracking-wide text-ink-600 uppercase">Solutions</p>
        <ul className="grid grid-cols-2 gap-1">
          {homeSections.map((section) => (
            <li key={section}>
              <Link
                to={paths.home.href(section)}
                className="block rounded-md px-3 py-2.5 text-ink-700 hover:bg-brand-50 hover:text-brand-800"
              >
                {homeSectionLabels[section]}
              </Link>
            </li>
          ))}
        </ul>
        <ul className="mt-2 grid gap-1 border-t border-ink-200 pt-2">
          {pageLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={mobileLinkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <Link to={paths.launch.href()} className={buttonClasses({ className: 'mt-4 w-full' })}>
          Start in 60 Seconds
        </Link>
      </div>
    </>
  );
}

export function SiteHeader() {
  const onTask = TASK_PATHS.includes(useLocation().pathname);
  return (
    <header className="sticky top-0 z-40 border-b border-ink-200 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="relative mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <BrandMark />
        <div className="ml-auto hidden items-center gap-1 lg:flex">
          <SolutionsMenu />
          <ul className="flex items-center gap-1">
            {pageLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {onTask ? null : (
            <Link to={paths.launch.href()} className={buttonClasses({ size: 'sm', className: 'ml-2' })}>
              Start in 60 Seconds
            </Link>
          )}
        </div>
        <div className="ml-auto flex items-center gap-2 lg:hidden">
          {onTask ? null : (
            <Link to={paths.launch.href()} className={buttonClasses({ size: 'sm' })}>
              Start in 60s
            </Link>
          )}
          {/* On a phone the chat with Q sits here, in the bar, not floating over the page (chat-launcher.tsx). */}
          <span aria-hidden="true" className="size-10 sm:hidden" data-chat-launcher-slot />
          <MobileMenu />
        </div>
      </nav>
    </header>
  );
}
