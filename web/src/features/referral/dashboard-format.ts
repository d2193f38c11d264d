import { NAIRA_LOCALE } from '@domain/plans-and-prices.ts';
import { formatNaira } from '@domain/money.ts';
import { REFERRAL_STAGE_LABELS, type ReferralStage } from '@domain/referral-stage.ts';
import type { BadgeVariant } from '../../components/ui/badge.tsx';

const activityDate = new Intl.DateTimeFormat(NAIRA_LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

/** '12 Mar 2025': the day in Lagos, en-NG, as the rest of the site shows dates. */
export function formatActivityDate(isoDateTime: string): string {
  const date = new Date(isoDateTime);
  return Number.isNaN(date.getTime()) ? '' : activityDate.format(date);
}

/** '+₦500,000' for an activity that earned something; null otherwise (the spec shows nothing then). */
export function commissionLabel(commissionNaira: number): string | null {
  return commissionNaira > 0 ? `+${formatNaira(commissionNaira)}` : null;
}

/**
 * pending and completed are the known statuses; others are possible (spec), so any other value is
 * shown as it comes, in words, on a neutral badge.
 */
export function activityStatusBadge(status: string): { label: string; variant: BadgeVariant } {
  const words = status.replace(/_/g, ' ').trim();
  const label = words === '' ? 'Unknown' : words.charAt(0).toUpperCase() + words.slice(1);
  if (status === 'completed') return { label, variant: 'default' };
  if (status === 'pending') return { label, variant: 'secondary' };
  return { label, variant: 'outline' };
}

/**
 * The payout word a row shows under its e-mail, or nothing when the row's badge already says it: a
 * referral still pending has its money pending too, and 'Pending' twice in one row says nothing more.
 */
export function payoutStatusToShow<Status extends string>(
  activityStatus: string,
  payoutStatus: Status | undefined,
): Status | undefined {
  return payoutStatus === 'pending' && activityStatusBadge(activityStatus).label === 'Pending'
    ? undefined
    : payoutStatus;
}

/** 'Call booked', 'Setup fee paid', 'Live'...: how far the referred business has come (issue #26). */
export function referralStageLabel(stage: unknown): string | null {
  return typeof stage === 'string' && Object.hasOwn(REFERRAL_STAGE_LABELS, stage)
    ? REFERRAL_STAGE_LABELS[stage as ReferralStage]
    : null;
}
