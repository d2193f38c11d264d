/** Made on first use, not at import: an Intl formatter loads locale data (issue #31). */
let lagosTime: Intl.DateTimeFormat | undefined;
/** A call's time in Lagos, in full ("Monday, 2 March 2026 at 10:00"): the recap and staff e-mails say it so. */
export const lagosFormat = (): Intl.DateTimeFormat =>
  (lagosTime ??= new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Africa/Lagos',
  }));

/**
 * A setup call's time as the founder's recap says it, on the page and in the e-mail (issue #26):
 * "Monday, 2 March 2026 at 10:00 (Lagos time)", whatever zone the founder's device is in.
 */
export const lagosRecapTime = (iso: string): string => `${lagosFormat().format(new Date(iso))} (Lagos time)`;
