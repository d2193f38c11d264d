import { formatNeed, KNOWN_IDENTIFIED_NEEDS } from '../../../../functions/domain/business-type.ts';
import type { ChatSessionStatus } from '../../../../functions/domain/chat-session.ts';
import type { BadgeVariant } from '../../components/ui/badge.tsx';

const lagosTime = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

/** Staff work in Lagos time, whatever the laptop's zone. */
export function formatLagosTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : lagosTime.format(date);
}

const KNOWN = new Set<string>(KNOWN_IDENTIFIED_NEEDS);

/** Known needs read with a space for the underscore (real_estate -> real estate); others as saved. */
export function needLabel(need: string): string {
  return KNOWN.has(need) ? formatNeed(need) : need;
}

export const SESSION_STATUS_LABELS: Record<ChatSessionStatus, string> = {
  active: 'Active',
  follow_up: 'Follow up',
  closed: 'Closed',
  completed: 'Completed',
};

export const SESSION_STATUS_BADGES: Record<ChatSessionStatus, BadgeVariant> = {
  active: 'secondary',
  follow_up: 'outline',
  closed: 'grey',
  completed: 'default',
};
