import type { ComponentProps, ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';

/**
 * The card each admin list shows a record in: the record's name (an h3) and its facts on the left,
 * its badges on the right, wrapping under on a phone; what the tab adds (details, actions) follows.
 */
export function RecordCard({
  title,
  facts,
  badges,
  children,
  ...card
}: {
  title: string;
  facts: ReactNode;
  badges: ReactNode;
  children: ReactNode;
} & Omit<ComponentProps<'div'>, 'title' | 'className'>) {
  return (
    <Card className="p-4" {...card}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-ink-900">{title}</h3>
          {facts}
        </div>
        {badges}
      </div>
      {children}
    </Card>
  );
}
