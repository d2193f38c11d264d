import { referralSlugCandidate, referralSlugOf } from '../../domain/referral-slug.ts';
import { isConditionFailure } from './conditions.ts';
import { referralShortLinkLayout, referralSlugClaimLayout } from './layouts/referral-short-link.ts';
import { getItem, IF_NEW_ITEM, isStoredAs, putItem, storedItem } from './stored-item.ts';

/** Names shared by this many partners get no short link of their own; the ?ref= link still works. */
const MAX_SLUG_ATTEMPTS = 50;

/** The partner's short-link slug, or undefined when they have none yet. */
export async function getReferralShortLink(referrerId: string): Promise<string | undefined> {
  const item = await getItem(referralShortLinkLayout.key({ referrer_id: referrerId }), true);
  return isStoredAs(referralShortLinkLayout, item) ? (item.slug as string) : undefined;
}

/** Whose short link a slug is. */
export async function referrerOfSlug(slug: string): Promise<string | undefined> {
  const item = await getItem(referralSlugClaimLayout.key({ slug }));
  return isStoredAs(referralSlugClaimLayout, item) ? (item.referrer_id as string) : undefined;
}

/**
 * Gives the partner a short link from their name, once: the first free slug of ada-okafor,
 * ada-okafor-2... is claimed (a conditional write, so two partners never share one), then kept
 * beside the profile. Answers the partner's slug, old or new; undefined when none could be had.
 */
export async function claimReferralShortLink(
  referrerId: string,
  fullName: string,
  now = new Date().toISOString(),
): Promise<string | undefined> {
  const existing = await getReferralShortLink(referrerId);
  if (existing) return existing;
  const base = referralSlugOf(fullName);
  for (let attempt = 0; attempt < MAX_SLUG_ATTEMPTS; attempt += 1) {
    const slug = referralSlugCandidate(base, attempt);
    const owner = (await claimSlug(slug, referrerId, now)) ?? (await referrerOfSlug(slug));
    if (owner !== referrerId) continue;
    return keepShortLink(referrerId, slug, now);
  }
  return undefined;
}

/** Puts an item only if none is there yet; false when one was. */
async function createOnce(item: Record<string, unknown>): Promise<boolean> {
  try {
    await putItem(item, IF_NEW_ITEM);
    return true;
  } catch (error: unknown) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The new owner when this call claimed the slug; undefined when someone holds it already. */
async function claimSlug(slug: string, referrerId: string, now: string): Promise<string | undefined> {
  const claimed = await createOnce(
    storedItem(referralSlugClaimLayout, { slug, referrer_id: referrerId, created_at: now }),
  );
  return claimed ? referrerId : undefined;
}

/**
 * Remembers whose referral link id (`ref_...`) this is, once, in the same claim records as the slugs:
 * a slug is lower-case letters, digits and hyphens, so an id with its underscore never meets one. A
 * WhatsApp first message or a `?ref=` may carry the id instead of the partner's applicant id.
 */
export async function rememberReferralLinkId(
  referrerId: string,
  linkId: string,
  now = new Date().toISOString(),
): Promise<void> {
  await claimSlug(linkId, referrerId, now);
}

/** Whose referral link id (`ref_...`) this is. */
export const referrerOfLinkId = referrerOfSlug;

/** Keeps the claimed slug beside the profile; when a racing claim kept another first, that one stands. */
async function keepShortLink(referrerId: string, slug: string, now: string): Promise<string | undefined> {
  const kept = await createOnce(
    storedItem(referralShortLinkLayout, { referrer_id: referrerId, slug, created_at: now }),
  );
  return kept ? slug : getReferralShortLink(referrerId);
}
