import { formatNaira } from '@domain/money.ts';
import type { ReferralDashboard } from '../referral-api.ts';
import { ReferralIcon, type ReferralIconName } from './referral-icon.tsx';

/** The three cards: Total Referrals, Total Commission (naira, en-NG) and Pending; compact rows on a phone. */
export function DashboardStats({ dashboard }: { dashboard: ReferralDashboard }) {
  const stats: readonly { label: string; value: string; icon: ReferralIconName }[] = [
    { label: 'Total Referrals', value: String(dashboard.totals.total_referrals), icon: 'users' },
    { label: 'Total Commission', value: formatNaira(dashboard.totals.total_commission), icon: 'coins' },
    { label: 'Pending', value: String(dashboard.totals.pending), icon: 'clock' },
  ];
  return (
    <dl className="grid gap-2 sm:grid-cols-3 sm:gap-4">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex items-center justify-between gap-3 rounded-2xl border border-ink-200 bg-white px-4 py-3 shadow-sm sm:grid sm:justify-normal sm:gap-3 sm:p-5"
        >
          <dt className="flex items-center gap-3 text-sm font-medium text-ink-600">
            <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 sm:size-10">
              <ReferralIcon name={stat.icon} />
            </span>
            {stat.label}
          </dt>
          <dd className="text-xl font-bold whitespace-nowrap text-ink-900 tabular-nums sm:text-3xl">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
