import { Link } from '../../../lib/routing/index.ts';
import { formatNaira } from '@domain/money.ts';
import { type Plan, isFeatureSeparator } from '@domain/plans.ts';
import { paths } from '../../../lib/paths.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import type { PlanSelectionState } from './plan-selection.ts';
import { CHECK, Icon } from '../components/building-blocks.tsx';

const intervalLabel = { 'one-time': 'one-time', month: 'per month' } as const;

export function PlanCard({
  plan,
  selection,
  onSelect,
}: {
  plan: Plan;
  selection: PlanSelectionState;
  onSelect: (plan: Plan) => void;
}) {
  const processing = selection.status === 'processing' && selection.planId === plan.id;
  const isCurrent = selection.currentPlanId === plan.id;
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className="relative grid content-start gap-6 rounded-3xl border-2 border-brand-700 bg-white p-6 shadow-xl sm:p-8"
    >
      {plan.badge && (
        <span className="absolute -top-3 left-6 rounded-full bg-gold-400 px-3 py-0.5 text-xs font-bold text-brand-950">
          {plan.badge}
        </span>
      )}
      <div className="grid gap-2">
        <h2 id={`plan-${plan.id}`} className="text-2xl font-bold text-ink-900">
          {plan.name}
        </h2>
        <p className="text-ink-600">{plan.description}</p>
      </div>
      <p className="grid gap-1">
        {plan.priceLabel && <span className="text-sm font-medium text-ink-600">{plan.priceLabel}</span>}
        <span className="flex flex-wrap items-baseline gap-2">
          <span className="text-4xl font-extrabold tracking-tight text-ink-900">
            {formatNaira(plan.price)}
          </span>
          <span className="text-ink-600">{intervalLabel[plan.interval]}</span>
        </span>
        <span className="text-sm font-semibold text-brand-700">{plan.commissionRate}</span>
      </p>
      <ul className="grid gap-2.5">
        {plan.features.map((feature, index) =>
          isFeatureSeparator(feature) ? (
            <li key={`separator-${index}`} aria-hidden="true" className="my-1 border-t border-ink-200" />
          ) : (
            <li key={feature} className="flex items-start gap-2.5 text-ink-700">
              <Icon d={CHECK} className="mt-0.5 size-5 text-brand-700" />
              {feature}
            </li>
          ),
        )}
      </ul>
      <div className="grid gap-3">
        <Button
          data-no-scroll
          aria-disabled={isCurrent || processing ? true : undefined}
          aria-busy={processing || undefined}
          onClick={() => onSelect(plan)}
          className="w-full sm:h-13 sm:text-lg"
        >
          {processing ? (
            <>
              {/* Not the Spinner: its role=status would drop out of the button's accessible name. */}
              <svg className="animate-spin" viewBox="0 0 24 24" fill="none" aria-hidden="true">
                <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.3" strokeWidth="4" />
                <path
                  d="M22 12a10 10 0 0 0-10-10"
                  stroke="currentColor"
                  strokeWidth="4"
                  strokeLinecap="round"
                />
              </svg>
              Processing…
            </>
          ) : isCurrent ? (
            'Current plan'
          ) : (
            `Choose ${plan.name}`
          )}
        </Button>
        {isCurrent && selection.status !== 'processing' && (
          <Link
            to={paths.launch.href()}
            className={buttonClasses({ variant: 'outline', className: 'w-full' })}
          >
            Continue onboarding
          </Link>
        )}
      </div>
    </article>
  );
}
