/**
 * The slug of a partner's short link, from their name (issue #26): "Ada Okafor" -> "ada-okafor",
 * letters and digits only, accents dropped, so it can be said out loud and typed from memory.
 */
export const REFERRAL_SLUG_MAX_CHARS = 40;
export const REFERRAL_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A name with no letters or digits still gets a short link. */
const FALLBACK_SLUG = 'partner';

export function referralSlugOf(fullName: string): string {
  const words = fullName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > REFERRAL_SLUG_MAX_CHARS) break;
    slug = next;
  }
  return slug || FALLBACK_SLUG;
}

/** The slugs tried in turn when the name's own is taken: ada-okafor, ada-okafor-2, ada-okafor-3... */
export function referralSlugCandidate(base: string, attempt: number): string {
  return attempt === 0 ? base : `${base}-${attempt + 1}`;
}

export const isReferralSlug = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length <= REFERRAL_SLUG_MAX_CHARS + 4 &&
  REFERRAL_SLUG_PATTERN.test(value);
