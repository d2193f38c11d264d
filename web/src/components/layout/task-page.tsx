import { Suspense, type ComponentProps, type ReactNode } from 'react';
import { Card, CardContent } from '../ui/card.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { PageMeta } from '../seo/page-meta.tsx';

const COLUMN_WIDTHS = { narrow: 'max-w-xl', medium: 'max-w-3xl', wide: 'max-w-5xl' } as const;

/**
 * The plain page of one task (sign in, reset a password, pay, complete a launch request): its head
 * tags, the h1, a lead paragraph when it has one, then the task, in one centred column.
 */
export function TaskPage({
  meta,
  heading,
  lead,
  width,
  children,
}: {
  meta: ComponentProps<typeof PageMeta>;
  heading: ReactNode;
  lead?: ReactNode;
  width: keyof typeof COLUMN_WIDTHS;
  children: ReactNode;
}) {
  return (
    <section className={`mx-auto ${COLUMN_WIDTHS[width]} px-4 py-16 sm:px-6`}>
      <PageMeta {...meta} />
      <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{heading}</h1>
      {lead && <p className="mt-4 text-lg text-ink-600">{lead}</p>}
      {children}
    </section>
  );
}

/** The task on a card below the heading, its code loaded on demand: meanwhile a spinner says what is `loading`. */
export function TaskCard({ loading, children }: { loading: string; children: ReactNode }) {
  return (
    <Card className="mt-8">
      <CardContent className="pt-6">
        <Suspense fallback={<Spinner label={loading} />}>{children}</Suspense>
      </CardContent>
    </Card>
  );
}
