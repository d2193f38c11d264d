import { Suspense, type ReactNode } from 'react';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

/**
 * The card an auth page holds its form in. The form is a lazy chunk (it brings aws-amplify), so
 * the page paints first and the card shows `loading` until the form arrives.
 */
export function AuthFormCard({ loading, children }: { loading: string; children: ReactNode }) {
  return (
    <Card className="mt-8">
      <CardContent className="pt-6">
        <Suspense fallback={<Spinner label={loading} />}>{children}</Suspense>
      </CardContent>
    </Card>
  );
}
