import { createContext, useContext, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx.ts';
import { moveFocus } from './roving-focus.ts';

interface TabsContextValue {
  baseId: string;
  selected: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error('Tab, TabList and TabPanel must be used within <Tabs>');
  return context;
}

const idFor = (baseId: string, part: 'tab' | 'panel', value: string) => `${baseId}-${part}-${value}`;

/** Controlled with value/onValueChange, or uncontrolled with defaultValue. */
export function Tabs({
  value,
  defaultValue,
  onValueChange,
  className,
  children,
}: {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const selected = value ?? uncontrolled;
  const select = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ baseId, selected, select }}>
      <div className={className}>{children}</div>
    </TabsContext>
  );
}

const navigationKeys = new Set(['ArrowRight', 'ArrowLeft', 'Home', 'End']);

/**
 * Roving tabindex: only the selected tab is in the Tab order; arrow keys, Home and End move
 * between tabs and select them (automatic activation, the panels are cheap to show).
 */
export function TabList({
  className,
  children,
  ...label
}: { className?: string; children: ReactNode } & ({ 'aria-label': string } | { 'aria-labelledby': string })) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!navigationKeys.has(event.key)) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    moveFocus(event, tabs, current, 'ArrowRight')?.click();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      className={cx('inline-flex flex-wrap gap-1 rounded-xl bg-ink-100 p-1', className)}
      {...label}
    >
      {children}
    </div>
  );
}

export function Tab({
  value,
  disabled,
  className,
  children,
}: {
  value: string;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { baseId, selected, select } = useTabs();
  const isSelected = selected === value;
  return (
    <button
      type="button"
      role="tab"
      data-no-scroll
      id={idFor(baseId, 'tab', value)}
      aria-selected={isSelected}
      aria-controls={idFor(baseId, 'panel', value)}
      tabIndex={isSelected ? 0 : -1}
      disabled={disabled}
      onClick={() => select(value)}
      className={cx(
        'rounded-lg px-4 py-2 text-sm font-semibold transition-colors',
        isSelected ? 'bg-white text-brand-800 shadow-sm' : 'text-ink-700 hover:text-ink-900',
        className,
      )}
    >
      {children}
    </button>
  );
}

/** The panel stays in the DOM (aria-controls must resolve) but renders its content only while selected. */
export function TabPanel({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: ReactNode;
}) {
  const { baseId, selected } = useTabs();
  const isSelected = selected === value;
  return (
    <div
      role="tabpanel"
      id={idFor(baseId, 'panel', value)}
      aria-labelledby={idFor(baseId, 'tab', value)}
      hidden={!isSelected}
      tabIndex={0}
      className={cx('mt-4', className)}
    >
      {isSelected && children}
    </div>
  );
}
