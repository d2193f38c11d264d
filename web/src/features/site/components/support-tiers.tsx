import { formatNaira } from '@domain/money.ts';
import { SUPPORT_TIERS } from '@domain/plans.ts';
import { cx } from '../../../components/ui/cx.ts';
import { CheckList, PageSection, Pill } from './building-blocks.tsx';

/** Basic (free, included) and Premium support side by side, from the domain's support tiers. */
export function SupportTiers({ headingId, lead }: { headingId: string; lead?: string }) {
  return (
    <PageSection
      id={headingId}
      eyebrow="Support"
      title="Support that fits your stage"
      lead={
        lead ??
        'Every platform includes Basic support. Upgrade to Premium when you need a dedicated team on call.'
      }
      width="5xl"
      shaded
    >
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {SUPPORT_TIERS.map((tier) => (
          <li
            key={tier.id}
            className={cx(
              'grid content-start gap-5 rounded-2xl border bg-white p-6 shadow-sm sm:p-8',
              tier.isDefault ? 'border-ink-200' : 'border-brand-700 ring-1 ring-brand-700',
            )}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-xl font-semibold text-ink-900">{tier.name}</h3>
              <Pill tone={tier.isDefault ? 'outline' : 'brand'}>
                {tier.isDefault ? 'Included' : 'Recommended for scale'}
              </Pill>
            </div>
            <p className="flex items-baseline gap-1.5">
              <span className="text-3xl font-bold text-ink-900">
                {tier.monthlyPrice === 0 ? 'Free' : formatNaira(tier.monthlyPrice)}
              </span>
              {tier.monthlyPrice > 0 && <span className="text-ink-600">per month</span>}
            </p>
            <CheckList items={tier.features} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
