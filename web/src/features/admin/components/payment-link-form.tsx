import { useId, useState } from 'react';
import { formatNaira } from '@domain/money.ts';
import {
  AGREED_SETUP_FEE_LIMITS,
  FEATURE_UPDATE_PLAN_ID,
  PUBLISHED_OFFER,
  SOLD_PLATFORMS,
  type SoldPlatformId,
} from '@domain/platforms.ts';
import { Button } from '../../../components/ui/button.tsx';
import { boundTo, digitsInput, Field, Label } from '../../../components/ui/form-controls.tsx';

export interface AgreedOffer {
  readonly plan: SoldPlatformId;
  /** Whole naira. */
  readonly setupFee: number;
}

/** "5,000,000", "₦5m" and "5000000" all mean five million naira; anything else is not a fee. */
export function parseNaira(text: string): number | null {
  const flat = text.replace(/[₦,\s]/g, '').toLowerCase();
  const millions = /^(\d+(?:\.\d+)?)m$/.exec(flat);
  if (millions) return Math.round(Number(millions[1]) * 1_000_000);
  return /^\d+$/.test(flat) ? Number(flat) : null;
}

export function feeError(fee: number | null): string | undefined {
  if (fee === null) return 'Enter the setup fee agreed on the call, in naira';
  if (fee < AGREED_SETUP_FEE_LIMITS.min)
    return `The setup fee must be at least ${formatNaira(AGREED_SETUP_FEE_LIMITS.min)}`;
  if (fee > AGREED_SETUP_FEE_LIMITS.max)
    return `The setup fee must be at most ${formatNaira(AGREED_SETUP_FEE_LIMITS.max)}`;
  return undefined;
}

const defaultPlan = (paid: boolean): SoldPlatformId =>
  paid ? FEATURE_UPDATE_PLAN_ID : (PUBLISHED_OFFER.platformId as SoldPlatformId);
const defaultFee = (paid: boolean): string => (paid ? '' : String(PUBLISHED_OFFER.setupFee));

/**
 * The platform and setup fee agreed on the call, sent with the payment link. Only the Banking
 * Platform has a published price, so it is the only one prefilled; the server stores the offer
 * and the checkout charges it.
 */
export function PaymentLinkForm({
  paid,
  onSend,
  onCancel,
}: {
  /** A paid launch can only be charged for a feature update; an unpaid one never. */
  paid: boolean;
  onSend: (offer: AgreedOffer) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const choices = SOLD_PLATFORMS.filter((platform) => (platform.id === FEATURE_UPDATE_PLAN_ID) === paid);
  const [plan, setPlan] = useState<SoldPlatformId>(defaultPlan(paid));
  const [feeText, setFeeText] = useState(defaultFee(paid));
  const [touched, setTouched] = useState(false);
  // The card can learn the launch was paid (or a stale list answer say otherwise) while the form is
  // open: the choice and fee start again from what the launch can now be charged, never a platform
  // the list no longer offers.
  const [formPaid, setFormPaid] = useState(paid);
  if (formPaid !== paid) {
    setFormPaid(paid);
    setPlan(defaultPlan(paid));
    setFeeText(defaultFee(paid));
    setTouched(false);
  }
  const fee = parseNaira(feeText);
  const error = feeError(fee);

  function choose(next: SoldPlatformId) {
    setPlan(next);
    // Another platform's price is not published: staff type the agreed one.
    setFeeText(next === PUBLISHED_OFFER.platformId ? String(PUBLISHED_OFFER.setupFee) : '');
    setTouched(false);
  }

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (fee !== null && !error) onSend({ plan, setupFee: fee });
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-plan`}>Platform agreed on the call</Label>
        <select
          id={`${id}-plan`}
          className="h-11 rounded-lg border border-ink-300 bg-white px-3 text-base text-ink-900"
          value={plan}
          onChange={(event) => choose(event.target.value as SoldPlatformId)}
        >
          {choices.map((platform) => (
            <option key={platform.id} value={platform.id}>
              {platform.name}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={paid ? 'Feature update fee (₦)' : 'Setup fee (₦)'}
        {...digitsInput()}
        {...boundTo(feeText, setFeeText)}
        onBlur={() => setTouched(true)}
        error={touched ? error : undefined}
        hint={
          fee !== null && !error
            ? `The customer pays ${formatNaira(fee)} plus their support choice.`
            : undefined
        }
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm">
          Send payment link
        </Button>
      </div>
    </form>
  );
}
