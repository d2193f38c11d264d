/**
 * A phone number as a founder types it, as WhatsApp names the same number (its wa_id: the country
 * code and number, digits only), so a launch's phone finds that founder's WhatsApp conversation
 * (issue #30). Nigerian numbers come in several forms: +234 801 234 5678, 234-801-234-5678,
 * 0801 234 5678, 00234 801 234 5678 and 801 234 5678 all name wa_id 2348012345678.
 */

/** Nigeria's country calling code: numbers written the local way belong to it. */
const NIGERIA = '234';

/** E.164 allows at most 15 digits; anything shorter than 8 is no full number. */
const MIN_DIGITS = 8;
const MAX_DIGITS = 15;

/** The wa_id of a typed phone number; null when it is no number WhatsApp could have. */
export function whatsappIdOfPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    // Already international: +234 (0)801... sometimes keeps the local 0 after the code.
    if (digits.startsWith(`${NIGERIA}0`)) digits = NIGERIA + digits.slice(NIGERIA.length + 1);
  } else if (digits.startsWith('00')) {
    digits = digits.slice(2);
    if (digits.startsWith(`${NIGERIA}0`)) digits = NIGERIA + digits.slice(NIGERIA.length + 1);
  } else if (digits.startsWith(`${NIGERIA}0`) && digits.length === 14) {
    digits = NIGERIA + digits.slice(NIGERIA.length + 1);
  } else if (digits.startsWith('0') && digits.length === 11) {
    // The local form: 0 then ten digits (0801 234 5678).
    digits = NIGERIA + digits.slice(1);
  } else if (/^[789]\d{9}$/.test(digits)) {
    // The local form without its 0 (801 234 5678).
    digits = NIGERIA + digits;
  }
  if (digits.startsWith('0') || digits.length < MIN_DIGITS || digits.length > MAX_DIGITS) return null;
  return digits;
}
