import { CURRENCY, NAIRA_LOCALE } from './plans-and-prices.ts';

/**
 * Made on the first amount formatted, not at import: the first Intl formatter of a process loads
 * the locale data, the largest single cost of a Lambda's module init (issue #31).
 */
let nairaFormat: Intl.NumberFormat | undefined;

/** '₦5,000,000': en-NG, no decimals, as every price and commission on the site is shown. */
export function formatNaira(amount: number): string {
  nairaFormat ??= new Intl.NumberFormat(NAIRA_LOCALE, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return nairaFormat.format(amount);
}

/** Payment providers count in kobo (1/100 naira); whole kobo only. */
export function nairaToKobo(naira: number): number {
  if (!Number.isFinite(naira)) throw new RangeError(`Not an amount of naira: ${naira}`);
  return Math.round(naira * 100);
}

export function koboToNaira(kobo: number): number {
  if (!Number.isInteger(kobo)) throw new RangeError(`Not a whole number of kobo: ${kobo}`);
  return kobo / 100;
}
