import { useId } from 'react';
import { checkoutTotal } from '@domain/checkout.ts';
import { formatNaira } from '@domain/money.ts';
import { BANKING_PLATFORM_PLAN, SUPPORT_TIERS, type SupportTierId } from '@domain/plans.ts';
import type { PlatformOffer } from '@domain/platforms.ts';
import { cx } from '../../../components/ui/cx.ts';

/**
 * What the customer is buying: the platform and setup fee of their link (agreed on the call, or
 * the published Banking Platform price), the support tier choice and the total due today,
 * computed by the same domain function the server charges with.
 */
export function OrderSummary({
  offer,
  tier,
  onTierChange,
  disabled = false,
}: {
  offer: PlatformOffer;
  tier: SupportTierId;
  onTierChange: (tier: SupportTierId) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const { setupFee, firstMonthSupport, total } = checkoutTotal(tier, offer);
  const plan = {
    name: offer.platformName,
    priceLabel: offer.agreed ? 'Agreed on your setup call:' : BANKING_PLATFORM_PLAN.priceLabel,
    description: offer.agreed
      ? `The one-time setup fee for your ${offer.platformName}, as agreed on your setup call.`
      : BANKING_PLATFORM_PLAN.description,
  };
  return (
    <div className="grid gap-6">
      <div className="rounded-2xl border border-ink-200 p-6">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">One-time setup fee</p>
        <h2 className="mt-1 text-xl font-semibold text-ink-900">{plan.name}</h2>
        <p className="mt-2 text-ink-600">
          <span className="text-sm">{plan.priceLabel}</span>{' '}
          <span className="text-2xl font-bold text-ink-900">{formatNaira(setupFee)}</span>
        </p>
        <p className="mt-2 text-sm text-ink-600">{plan.description}</p>
      </div>

      <fieldset className="grid gap-3" disabled={disabled}>
        <legend className="mb-2 text-lg font-semibold text-ink-900">Choose your support</legend>
        {SUPPORT_TIERS.map((option) => {
          const inputId = `${id}-${option.id}`;
          const checked = option.id === tier;
          return (
            <label
              key={option.id}
              htmlFor={inputId}
              className={cx(
                'flex cursor-pointer gap-3 rounded-2xl border p-5 transition-colors',
                checked ? 'border-brand-700 bg-brand-50' : 'border-ink-200 hover:border-ink-300',
              )}
            >
              <input
                id={inputId}
                type="radio"
                name={`${id}-tier`}
                value={option.id}
                checked={checked}
                onChange={() => onTierChange(option.id)}
                className="mt-1 size-4 accent-brand-700"
              />
              <span className="grid gap-1">
                <span className="font-semibold text-ink-900">
                  {option.name} ·{' '}
                  {option.monthlyPrice === 0 ? 'Free' : `${formatNaira(option.monthlyPrice)} per month`}
                </span>
                <span className="text-sm text-ink-600">{option.features.join(' · ')}</span>
              </span>
            </label>
          );
        })}
      </fieldset>

      <dl className="grid gap-2 rounded-2xl bg-ink-50 p-6">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-600">{plan.name} setup fee</dt>
          <dd className="font-medium text-ink-900">{formatNaira(setupFee)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-600">Support, first month</dt>
          <dd className="font-medium text-ink-900">
            {firstMonthSupport === 0 ? 'Free' : formatNaira(firstMonthSupport)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-ink-200 pt-2 text-lg">
          <dt className="font-semibold text-ink-900">Total due today</dt>
          <dd className="font-bold text-ink-900" data-testid="checkout-total">
            {formatNaira(total)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
