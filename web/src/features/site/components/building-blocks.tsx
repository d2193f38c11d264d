import type { ElementType, ReactNode } from 'react';
import { Link } from '../../../lib/routing/index.ts';
import { paths } from '../../../lib/paths.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/cx.ts';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';

/*
 * The small building blocks every site page uses, kept in one module on purpose: the bundler
 * gives each shared module its own chunk, and a handful of tiny chunks costs more gzipped bytes
 * (and requests) than one, which counts against the 100 KB first-load budget of public pages.
 */

/**
 * Line icons drawn inline (24px grid, stroke 2) so pages stay light: no icon font, no image
 * requests. Each page keeps the outlines it uses beside its content (`d`), so no page downloads
 * another page's icons; the few every page shares live here. Decorative only: the text beside
 * each icon carries the meaning.
 */
export const CHECK = 'M5 12.5 10 17l9-10';
export const ARROW_RIGHT = 'M5 12h14m-6-6 6 6-6 6';
export const SHIELD = 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Zm-3.5 9 2.5 2.5 4.5-5';

export function Icon({ d, className }: { d: string; className?: string }) {
  return <StrokeIcon d={d} className={cx('size-6 shrink-0', className)} />;
}

/** A rounded tile with an icon, the marker of feature and solution cards. */
export function IconTile({ d, tone = 'brand' }: { d: string; tone?: 'brand' | 'gold' }) {
  return (
    <span
      className={cx(
        'inline-flex size-12 items-center justify-center rounded-xl',
        tone === 'brand' ? 'bg-brand-50 text-brand-700' : 'bg-gold-100 text-brand-900',
      )}
    >
      <Icon d={d} />
    </span>
  );
}

/** The eyebrow, heading and lead paragraph that open each section; `id` labels the section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
  tone = 'light',
}: {
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'center' | 'left';
  tone?: 'light' | 'dark';
}) {
  const dark = tone === 'dark';
  return (
    <div className={cx('grid max-w-3xl gap-3', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && (
        <p
          className={cx(
            'text-sm font-semibold tracking-wide uppercase',
            dark ? 'text-gold-300' : 'text-brand-700',
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={cx('text-3xl font-bold tracking-tight sm:text-4xl', dark ? 'text-white' : 'text-ink-900')}
      >
        {title}
      </h2>
      {lead && <p className={cx('text-lg', dark ? 'text-brand-100' : 'text-ink-600')}>{lead}</p>}
    </div>
  );
}

const COLUMN_WIDTHS = { '5xl': 'max-w-5xl', '6xl': 'max-w-6xl', '7xl': 'max-w-7xl' } as const;

/**
 * A section of a site page: its SectionHeading, which labels it, then its content, in the page's
 * column (`width`). `shaded` runs the grey band edge to edge behind the column; `roomy` adds space
 * above and below on large screens (the home page).
 */
export function PageSection({
  id,
  eyebrow,
  title,
  lead,
  width,
  shaded = false,
  roomy = false,
  children,
}: {
  id: string;
  eyebrow: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  width?: keyof typeof COLUMN_WIDTHS;
  shaded?: boolean;
  roomy?: boolean;
  children: ReactNode;
}) {
  const column = width && cx('mx-auto', COLUMN_WIDTHS[width]);
  const padding = cx('px-4 py-16 sm:px-6', roomy && 'lg:py-20');
  const content = (
    <>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
      {children}
    </>
  );
  return shaded ? (
    <section aria-labelledby={id} className={cx('bg-ink-50', padding)}>
      <div className={column}>{content}</div>
    </section>
  ) : (
    <section aria-labelledby={id} className={cx(column, padding)}>
      {content}
    </section>
  );
}

/**
 * A card opened by an icon tile and a title, then its words: a service's feature, a way to reach
 * us. An h2 card (a part of the page of its own) has a larger title than an h3 card inside a
 * headed section; `large` is the about page's mission and vision.
 */
export function IconCard({
  as: Card = 'li',
  heading: Heading = 'h3',
  icon,
  title,
  body,
  large = false,
  children,
}: {
  as?: ElementType;
  heading?: 'h2' | 'h3';
  icon: string;
  title: ReactNode;
  body: ReactNode;
  large?: boolean;
  children?: ReactNode;
}) {
  const titleSize = large
    ? 'text-2xl font-bold'
    : cx('font-semibold', Heading === 'h2' ? 'text-xl' : 'text-lg');
  return (
    <Card
      className={cx(
        'grid content-start rounded-2xl border border-ink-200 shadow-sm',
        large ? 'gap-4 p-8' : 'gap-3 p-6',
      )}
    >
      <IconTile d={icon} />
      <Heading className={cx(titleSize, 'text-ink-900')}>{title}</Heading>
      <p className={cx(large && 'text-lg', 'text-ink-600')}>{body}</p>
      {children}
    </Card>
  );
}

/** A list of included features, each with a tick. */
export function CheckList({
  items,
  className,
  tone = 'light',
}: {
  items: readonly string[];
  className?: string;
  tone?: 'light' | 'dark';
}) {
  return (
    <ul className={cx('grid gap-2.5', className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2.5">
          <Icon
            d={CHECK}
            className={cx('mt-0.5 size-5', tone === 'dark' ? 'text-gold-300' : 'text-brand-700')}
          />
          <span className={tone === 'dark' ? 'text-brand-50' : 'text-ink-700'}>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The closing call to action of a page, on the dark brand background: by default the site's own
 * "Start in 60 Seconds" to the launch chat, and, where the page offers it, a way to the contact page
 * (`contact`, that link's words).
 */
export function CtaBand({
  id,
  title,
  lead,
  action = 'Start in 60 Seconds',
  to = paths.launch.href(),
  contact,
}: {
  id: string;
  title: ReactNode;
  lead: ReactNode;
  action?: string;
  to?: string;
  contact?: string;
}) {
  return (
    <section aria-labelledby={id} className="px-4 py-16 sm:px-6">
      <div className="on-dark mx-auto grid max-w-5xl justify-items-center gap-5 rounded-3xl bg-gradient-to-br from-brand-900 to-brand-700 px-6 py-12 text-center text-white shadow-lg sm:px-12">
        <h2 id={id} className="max-w-2xl text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="max-w-2xl text-lg text-brand-100">{lead}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={to} className={buttonClasses({ variant: 'accent', size: 'lg' })}>
            {action}
          </Link>
          {contact && (
            <Link to={paths.contact.href()} className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
              {contact}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}

/** A small rounded label, e.g. a section badge or a testimonial's service tag. */
export function Pill({ children, tone = 'brand' }: { children: ReactNode; tone?: 'brand' | 'outline' }) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tone === 'brand' ? 'bg-brand-100 text-brand-900' : 'border border-ink-300 text-ink-900',
      )}
    >
      {children}
    </span>
  );
}

export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
}

/**
 * Questions and answers, one answer open at a time. Decision: native <details> sharing a `name`
 * (an exclusive accordion in the browser itself) rather than the scripted Accordion: it works in
 * the pre-rendered HTML before any script has loaded, is keyboard operable as is, and keeps the
 * accordion's code out of the page's first load.
 */
export function FaqList({ name, entries }: { name: string; entries: readonly FaqEntry[] }) {
  return (
    <div className="mx-auto mt-10 max-w-3xl divide-y divide-ink-200 overflow-hidden rounded-2xl border border-ink-200 bg-white text-left">
      {entries.map((entry) => (
        <details key={entry.question} name={name} className="group" data-no-scroll>
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-ink-900 hover:bg-ink-50 [&::-webkit-details-marker]:hidden">
            {entry.question}
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </summary>
          <p className="px-5 pb-5 leading-relaxed text-ink-700">{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
