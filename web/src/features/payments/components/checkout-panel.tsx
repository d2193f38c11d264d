import { useState } from 'react';
import { checkoutTotal } from '../../../../../functions/domain/checkout.ts';
import { formatNaira } from '../../../../../functions/domain/money.ts';
import type { SupportTierId } from '../../../../../functions/domain/plans.ts';
import type { PlatformOffer } from '../../../../../functions/domain/platforms.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { AuthProvider, EmailCodeSignIn, useAuth } from '../../../shared/auth/index.ts';
import { startCheckout } from '../checkout-api.ts';

function PayOrSignIn({ offer, tier, resumeToken, onBusy }: CheckoutPanelProps) {
  const { isLoading, user, error, logout } = useAuth();
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (isLoading) return <Spinner label="Checking your session" showLabel />;
  if (error)
    return (
      <p role="alert" className="text-danger-700">
        We could not check your sign-in: {error.message}
      </p>
    );
  if (!user) {
    return (
      <div className="grid gap-3">
        <h2 className="text-lg font-semibold text-ink-900">Sign in to pay</h2>
        <p className="text-sm text-ink-600">
          Use the e-mail address we sent your checkout link to. We will e-mail you a 6-digit code.
        </p>
        <EmailCodeSignIn onSignedIn={() => undefined} />
      </div>
    );
  }

  async function pay() {
    setPaying(true);
    setFailure(null);
    onBusy(true);
    try {
      const { authorizationUrl } = await startCheckout(tier, resumeToken);
      window.location.assign(authorizationUrl);
    } catch (cause: unknown) {
      const message = cause instanceof Error ? cause.message : String(cause);
      setFailure(message);
      toast({ title: 'Payment could not start', description: message, variant: 'destructive' });
      setPaying(false);
      onBusy(false);
    }
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-ink-700" role="status">
        Signed in as <strong>{user.email || user.name}</strong>.{' '}
        <button
          type="button"
          data-no-scroll
          className="font-semibold text-brand-800 underline"
          disabled={paying}
          onClick={() => void logout()}
        >
          Not you? Sign out
        </button>
      </p>
      {failure && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {failure}
        </p>
      )}
      <Button size="lg" data-no-scroll disabled={paying} onClick={() => void pay()}>
        {paying ? 'Opening Paystack…' : `Pay ${formatNaira(checkoutTotal(tier, offer).total)} with Paystack`}
      </Button>
      <p className="text-xs text-ink-600">
        You pay on Paystack's secure page and come straight back here. We never see your card details.
      </p>
    </div>
  );
}

interface CheckoutPanelProps {
  /** What the link sells, as the server charges it: the button shows the same total. */
  readonly offer: PlatformOffer;
  readonly tier: SupportTierId;
  readonly resumeToken: string;
  /** Freezes the tier choice while the payment is being started. */
  readonly onBusy: (busy: boolean) => void;
}

/** Sign-in by e-mailed code, then the pay button; loaded after the page (it brings aws-amplify). */
export function CheckoutPanel(props: CheckoutPanelProps) {
  return (
    <AuthProvider>
      <PayOrSignIn {...props} />
    </AuthProvider>
  );
}
