import { formatNaira } from '../../../../../functions/domain/money.ts';
import type { ReferralDashboard } from '../referral-api.ts';
import { ReferralIcon, type ReferralIconName } from './referral-icon.tsx';

/** The three cards: Total Referrals, Total Commission (naira, en-NG) and Pending. */
export function DashboardStats({ dashboard }: { dashboard: ReferralDashboard }) {
  const stats: readonly { label: string; value: string; icon: ReferralIconName }[] = [
    { label: 'Total Referrals', value: String(dashboard.totalReferrals), icon: 'users' },
    { label: 'Total Commission', value: formatNaira(dashboard.totalCommission), icon: 'coins' },
    { label: 'Pending', value: String(dashboard.pending), icon: 'clock' },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex items-center gap-4 rounded-2xl border border-ink-200 bg-white p-5 shadow-sm"
        >
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
            <ReferralIcon name={stat.icon} />
          </span>
          <div className="grid min-w-0 gap-0.5">
            <dt className="text-sm font-medium text-ink-600">{stat.label}</dt>
            <dd className="truncate text-2xl font-bold text-ink-900 tabular-nums">{stat.value}</dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
