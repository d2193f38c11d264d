/** The admin's one date format (issue #26); pure, so tests and CSVs use the very same words. */

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
