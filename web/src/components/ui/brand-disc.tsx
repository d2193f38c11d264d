import type { ReactNode } from 'react';
import { cx } from './cx.ts';

/**
 * A filled brand circle holding a step's number, initials or Q's letter: decoration, hidden from
 * screen readers, since what it says is said beside it. `className` gives its size, display and type.
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
