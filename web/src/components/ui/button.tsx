import type { ComponentProps } from 'react';
import { cx } from './cx.ts';

/** `accent` (gold) and `inverse` are for dark sections such as the hero. */
export type ButtonVariant = 'default' | 'outline' | 'ghost' | 'destructive' | 'accent' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors ' +
  'disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  default: 'bg-brand-700 text-white hover:bg-brand-800',
  outline: 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
  ghost: 'text-ink-900 hover:bg-ink-100',
  destructive: 'bg-danger-700 text-white hover:bg-danger-600',
  accent: 'bg-gold-400 text-brand-950 hover:bg-gold-300',
  inverse: 'text-white hover:bg-white/10',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-base',
  lg: 'h-13 px-7 text-lg',
  icon: 'size-11',
};

/**
 * Button looks for elements that are not buttons, e.g. a router <Link> styled as a call to action.
 * `className` adds layout (margins, width); pick colours with `variant`, since two colour classes
 * of the same property do not override each other predictably.
 */
export function buttonClasses({
  variant = 'default',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cx(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * type defaults to "button" so a button inside a form never submits by accident.
 * Every press smooth-scrolls the page to the top (see app/scroll-to-top-on-button.ts); pass
 * `data-no-scroll` for in-page controls.
 */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
