import { Link, type LinkProps } from '../../lib/routing/index.ts';
import { cx } from './cx.ts';

/** A link inside a sentence or under a form, to another page of the site: brand colour, underlined on hover. */
export function TextLink({ className, ...props }: LinkProps) {
  return (
    <Link
      className={cx(className, 'font-semibold text-brand-700 underline-offset-4 hover:underline')}
      {...props}
    />
  );
}
