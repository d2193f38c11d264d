import { formatNeed, KNOWN_IDENTIFIED_NEEDS } from '@domain/business-type.ts';
import type { ChatSessionStatus } from '@domain/chat-session.ts';
import { SECTOR_NAMES } from '@domain/sector-names.ts';
import type { BadgeVariant } from '../../components/ui/badge.tsx';

export { formatLagosDate, formatLagosTime } from './lagos-time.ts';

const KNOWN = new Set<string>(KNOWN_IDENTIFIED_NEEDS);

/** The launch chat's own need (spec: identifiedNeeds is business_launch plus the sector), in words. */
const NEED_WORDS: Record<string, string> = { business_launch: 'Business launch' };

/**
 * A need as staff read it (issue #26): known needs with a space for the underscore, as the spec says
 * (real_estate -> real estate); the launch chat's business_launch and sector ids (edutech ...) in
 * words; anything else as saved.
 */
export function needLabel(need: string): string {
  if (KNOWN.has(need)) return formatNeed(need);
  return NEED_WORDS[need] ?? (SECTOR_NAMES as Record<string, string | undefined>)[need] ?? need;
}

/** A business type as staff read it: a launch-chat sector id by its name (fintech -> FinTech), else as a need. */
export function businessTypeLabel(type: string): string {
  return (SECTOR_NAMES as Record<string, string | undefined>)[type] ?? needLabel(type);
}

/** A prospect list's Business column: the name the founder gave, else their business type in words. */
export function businessColumn(record: {
  readonly business_name?: string | null;
  readonly business_type?: string | null;
}): string {
  return (
    record.business_name?.trim() || (record.business_type ? businessTypeLabel(record.business_type) : '—')
  );
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
