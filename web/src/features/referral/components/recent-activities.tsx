import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cx } from '../../../components/ui/cx.ts';
import {
  activityStatusBadge,
  commissionLabel,
  formatActivityDate,
  payoutStatusToShow,
  referralStageLabel,
} from '../dashboard-format.ts';
import type { ReferralActivity } from '../referral-api.ts';
import { ReferralIcon } from './referral-icon.tsx';
import { PayoutStatusLine } from './payout-account-section.tsx';

const timeOf = (isoDateTime: string): number => Date.parse(isoDateTime) || 0;

function EmptyActivities() {
  return (
    <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-ink-300 px-4 py-10 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-ink-100 text-ink-600">
        <ReferralIcon name="users" />
      </span>
      <p className="font-semibold text-ink-900">No referrals yet</p>
      <p className="text-sm text-ink-600">Share your referral link to start earning!</p>
    </div>
  );
}

function ActivityRow({ activity }: { activity: ReferralActivity }) {
  const badge = activityStatusBadge(activity.status);
  const commission = commissionLabel(activity.commission_earned);
  const stage = referralStageLabel(activity.stage);
  return (
    <li className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0">
      <div className="grid min-w-0 gap-0.5">
        {activity.business_name && (
          <p className="text-sm font-semibold [overflow-wrap:anywhere] text-ink-900 sm:text-base">
            {activity.business_name}
          </p>
        )}
        <p
          className={cx(
            '[overflow-wrap:anywhere]',
            activity.business_name ? 'text-sm text-ink-600' : 'text-sm font-medium text-ink-900 sm:text-base',
          )}
        >
          {activity.referred_email}
        </p>
        <p className="text-sm text-ink-600">
          <time dateTime={activity.created_at}>{formatActivityDate(activity.created_at)}</time>
          {stage && <span data-testid="referral-stage">{` · ${stage}`}</span>}
        </p>
        <PayoutStatusLine
          status={payoutStatusToShow(activity.status, activity.payout_status)}
          reference={activity.payout_reference}
          paidAt={activity.paid_at}
          message={activity.payout_message}
        />
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-3">
        <Badge variant={badge.variant}>{badge.label}</Badge>
        {commission && (
          <span className="text-sm font-semibold text-brand-700 tabular-nums">{commission}</span>
        )}
      </div>
    </li>
  );
}

/** 'Recent Activities', newest first. */
export function RecentActivities({ activities }: { activities: readonly ReferralActivity[] }) {
  const newestFirst = [...activities].sort((a, b) => timeOf(b.created_at) - timeOf(a.created_at));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Recent Activities</CardTitle>
      </CardHeader>
      <CardContent>
        {newestFirst.length === 0 ? (
          <EmptyActivities />
        ) : (
          <ul className="divide-y divide-ink-200" aria-label="Referrals, newest first">
            {newestFirst.map((activity) => (
              <ActivityRow key={activity.id} activity={activity} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
