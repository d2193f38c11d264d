import { Link } from '../../lib/routing/index.ts';
import { paths } from '../../lib/paths.ts';
import { brand } from './brand.ts';
import type { ReactNode } from 'react';
import { cx } from '../ui/cx.ts';

/** The site's logo and name, linking home. */
export function BrandMark({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <Link
      to={paths.home.href()}
      className={cx(
        'inline-flex items-center gap-2 rounded-md text-xl font-extrabold tracking-tight',
        tone === 'light' ? 'text-brand-900' : 'text-white',
      )}
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#065f46" />
        <path
          d="M16 7a9 9 0 1 0 5.3 16.3l2.9 2.9 2.1-2.1-2.9-2.9A9 9 0 0 0 16 7Zm0 3a6 6 0 1 1 0 12 6 6 0 0 1 0-12Z"
          fill="#fbbf24"
        />
      </svg>
      <span>{brand.name}</span>
      <span className="sr-only"> home</span>
    </Link>
  );
}

/**
 * A filled brand circle holding a step's number, initials or Q's letter: decoration, hidden from
 * screen readers, since what it says is said beside it. `className` gives its size, display and type.
 * It lives beside the logo, in the first-load bundle, so the pages that use it fetch no extra chunk.
 */
export function BrandDisc({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className={cx('items-center justify-center rounded-full bg-brand-700 text-white', className)}
    >
      {children}
    </span>
  );
}
