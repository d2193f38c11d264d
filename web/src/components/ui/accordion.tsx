import { createContext, useContext, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronIcon } from './chevron-icon.tsx';
import { cx } from './cx.ts';
import { moveFocus } from './roving-focus.ts';

interface AccordionContextValue {
  open: string | null;
  toggle: (value: string) => void;
}

const AccordionContext = createContext<AccordionContextValue | null>(null);

/**
 * At most one item open at a time (spec: FAQ "one answer open at a time"); pressing the open
 * item's header closes it. ArrowUp/ArrowDown/Home/End move between headers, per the WAI-ARIA
 * accordion pattern.
 */
export function Accordion({
  defaultValue = null,
  className,
  children,
}: {
  defaultValue?: string | null;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState<string | null>(defaultValue);
  const toggle = (value: string) => setOpen((current) => (current === value ? null : value));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
    const target = event.target as HTMLElement;
    if (!keys.includes(event.key) || !target.matches('[data-accordion-trigger]')) return;
    const triggers = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]')];
    const current = triggers.indexOf(target as HTMLButtonElement);
    moveFocus(event, triggers, current, 'ArrowDown');
  };

  return (
    <AccordionContext value={{ open, toggle }}>
      <div
        className={cx('divide-y divide-ink-200 rounded-2xl border border-ink-200 bg-white', className)}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </AccordionContext>
  );
}

export function AccordionItem({
  value,
  title,
  headingLevel = 3,
  children,
}: {
  value: string;
  title: ReactNode;
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
}) {
  const context = useContext(AccordionContext);
  if (!context) throw new Error('AccordionItem must be used within <Accordion>');
  const id = useId();
  const isOpen = context.open === value;
  const Heading = `h${headingLevel}` as const;
  return (
    <div data-state={isOpen ? 'open' : 'closed'}>
      <Heading className="text-base font-semibold">
        <button
          type="button"
          data-no-scroll
          data-accordion-trigger
          id={`${id}-trigger`}
          aria-expanded={isOpen}
          aria-controls={`${id}-panel`}
          onClick={() => context.toggle(value)}
          className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-ink-900 hover:bg-ink-50"
        >
          <span>{title}</span>
          <ChevronIcon
            className={cx('size-5 shrink-0 text-brand-700 transition-transform', isOpen && 'rotate-180')}
          />
        </button>
      </Heading>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-trigger`}
        hidden={!isOpen}
        className="px-5 pb-5 text-ink-700"
      >
        {children}
      </div>
    </div>
  );
}
