import { formatNeed, KNOWN_IDENTIFIED_NEEDS } from '../../../../functions/domain/business-type.ts';
import type { ChatSessionStatus } from '../../../../functions/domain/chat-session.ts';
import { SECTOR_NAMES } from '../../../../functions/domain/sector-names.ts';
import type { BadgeVariant } from '../../components/ui/badge.tsx';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const lagosParts = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Africa/Lagos',
});

/**
 * Staff work in Lagos time, whatever the laptop's zone, in one format everywhere in the admin and
 * its CSVs (issue #26): "26 Nov 2026, 14:05 WAT". Built from parts, so no browser's locale data
 * changes the punctuation.
 */
export function formatLagosTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    lagosParts.formatToParts(date).find((entry) => entry.type === type)?.value ?? '';
  // The month from its number: ICU spells September "Sep" or "Sept" depending on its version.
  const month = MONTHS[Number(part('month')) - 1] ?? part('month');
  return `${Number(part('day'))} ${month} ${part('year')}, ${part('hour')}:${part('minute')} WAT`;
}

/** A Lagos calendar date (YYYY-MM-DD, e.g. a follow-up) in the same words: "26 Nov 2026". */
export function formatLagosDate(day: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  if (!match) return day ?? '';
  return `${Number(match[3])} ${MONTHS[Number(match[2]) - 1] ?? match[2]} ${match[1]}`;
}

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
