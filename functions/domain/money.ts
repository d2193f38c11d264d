import { CURRENCY, NAIRA_LOCALE } from './plans-and-prices.ts';

/**
 * Made on the first amount the fast path below cannot write, not at import: the first Intl
 * formatter of a process loads the locale data, the largest single cost of a Lambda's module init
 * (issue #31), and Q's facts format their prices at import.
 */
let nairaFormat: Intl.NumberFormat | undefined;

/** Below this a whole number's digits are exact and written without an exponent. */
const FAST_PATH_LIMIT = 1e15;

/**
 * '₦5,000,000': en-NG, no decimals, as every price and commission on the site is shown. A
 * non-negative amount (every price and commission) is written directly: rounded half up as Intl
 * rounds it, grouped in threes with commas, as en-NG groups; test/unit/domain/money.test.ts holds
 * it equal to Intl's answer. Anything else (negative, not finite, huge) is Intl's.
 */
export function formatNaira(amount: number): string {
  if (amount >= 0 && amount < FAST_PATH_LIMIT && !Object.is(amount, -0)) {
    return `₦${String(Math.round(amount)).replace(/\B(?=(\d{3})+$)/g, ',')}`;
  }
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
