import { lazy, Suspense, useState } from 'react';
import { Link } from '../../../lib/routing/index.ts';
import { DEFAULT_SUPPORT_TIER_ID } from '../checkout-defaults.ts';
import type { SupportTierId } from '@domain/plans.ts';
import { paths } from '../../../lib/paths.ts';
import { TaskPage } from '../../../components/layout/task-page.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCheckoutOffer } from '../checkout-offer.ts';
import { IncompleteLink, useLinkToken } from '../components/link-token.tsx';
import { OrderSummary } from '../components/order-summary.tsx';

const CheckoutPanel = lazy(async () => ({
  default: (await import('../components/checkout-panel.tsx')).CheckoutPanel,
}));

const checkoutHead = {
  title: 'Checkout — Quarter',
  description: 'Pay your setup fee securely to start your launch.',
  path: paths.checkout.path,
};

/**
 * /checkout?token= (not in the spec): the page an admin's payment link opens after the setup call.
 * The order is shown at once; sign-in and payment load behind it.
 */
export function CheckoutPage() {
  const token = useLinkToken();
  return (
    <TaskPage meta={checkoutHead} heading="Checkout" width="wide">
      {token ? (
        <Order token={token} />
      ) : (
        <IncompleteLink className="mt-6">
          <p className="text-lg text-ink-600">
            This checkout link is incomplete. Open the link from the e-mail we sent you after your setup call,
            or contact us for a new one.
          </p>
        </IncompleteLink>
      )}
    </TaskPage>
  );
}

/** The order of a well-formed link: loaded from the server, which charges exactly this. */
function Order({ token }: { token: string }) {
  const { state, retry } = useCheckoutOffer(token);
  const [tier, setTier] = useState<SupportTierId>(DEFAULT_SUPPORT_TIER_ID);
  const [busy, setBusy] = useState(false);

  if (state.status === 'loading')
    return (
      <div className="mt-8">
        <Spinner label="Loading your order" showLabel />
      </div>
    );
  if (state.status !== 'ready')
    return (
      <div className="mt-6 grid gap-4">
        <p role="alert" className="text-lg text-ink-600">
          {state.message}
        </p>
        <div className="flex flex-wrap gap-2">
          {state.status === 'error' && (
            <button type="button" className={buttonClasses()} onClick={retry}>
              Try again
            </button>
          )}
          <Link to={paths.contact.href()} className={buttonClasses({ variant: 'outline' })}>
            Contact us
          </Link>
        </div>
      </div>
    );
  return (
    <>
      <p className="mt-4 text-lg text-ink-600">Pay your setup fee securely to start your launch.</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <OrderSummary offer={state.offer} tier={tier} onTierChange={setTier} disabled={busy} />
        <Card className="self-start">
          <CardContent className="pt-6">
            <Suspense fallback={<Spinner label="Loading payment" showLabel />}>
              <CheckoutPanel offer={state.offer} tier={tier} resumeToken={token} onBusy={setBusy} />
            </Suspense>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
