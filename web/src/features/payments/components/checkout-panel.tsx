import { useState } from 'react';
import { useLocation } from '../../../lib/routing/index.ts';
import { checkoutTotal } from '@domain/checkout.ts';
import { formatNaira } from '@domain/money.ts';
import type { SupportTierId } from '@domain/plans.ts';
import type { PlatformOffer } from '@domain/platforms.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label } from '../../../components/ui/form-controls.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { refusalMessage } from '../../../lib/api-client.ts';
import { NOT_STARTED, startCheckout } from '../checkout-api.ts';
import { emailInFragment, rememberLinkCheckout } from '../link-checkout.ts';

interface CheckoutPanelProps {
  /** What the link sells, as the server charges it: the button shows the same total. */
  readonly offer: PlatformOffer;
  readonly tier: SupportTierId;
  readonly resumeToken: string;
  /** Freezes the tier choice while the payment is being started. */
  readonly onBusy: (busy: boolean) => void;
}

/**
 * The pay button of the payment link (issue #26): nothing to sign in to and no code to wait for.
 * Paying reveals nothing and changes nothing but the payment itself (amount, plan and payer are the
 * server's); the code is asked where it protects something, on the launch request.
 */
export function CheckoutPanel({ offer, tier, resumeToken, onBusy }: CheckoutPanelProps) {
  const email = emailInFragment(useLocation().hash);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function pay() {
    setPaying(true);
    setFailure(null);
    onBusy(true);
    try {
      const { authorizationUrl, reference } = await startCheckout(tier, resumeToken);
      rememberLinkCheckout({ reference, resumeToken, email });
      window.location.assign(authorizationUrl);
    } catch (cause: unknown) {
      // Already paid, a payment link not valid: the server's words; a fault, the page's own.
      const message = refusalMessage(cause, NOT_STARTED);
      setFailure(message);
      toast({ title: 'Payment could not start', description: message, variant: 'destructive' });
      setPaying(false);
      onBusy(false);
    }
  }

  return (
    <div className="grid gap-4">
      <h2 className="text-lg font-semibold text-ink-900">Pay securely</h2>
      {email ? (
        <div className="grid gap-1">
          <Label htmlFor="checkout-email">Email</Label>
          <Input
            id="checkout-email"
            type="email"
            value={email}
            readOnly
            aria-describedby="checkout-email-use"
          />
          <p id="checkout-email-use" className="text-xs text-ink-600">
            Your receipt and your launch request go to this address.
          </p>
        </div>
      ) : (
        <p className="text-sm text-ink-700">
          Your receipt goes to the e-mail address we sent your checkout link to.
        </p>
      )}
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
