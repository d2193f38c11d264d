import { AppError } from '../../domain/app-error.ts';
import { isReferralSlug } from '../../domain/referral-slug.ts';
import type { ReferralApplicant, ReferralPorts } from './ports.ts';
import { describeError } from './privacy.ts';

/** No partner has this short link (or it is not one a partner could have). */
export const shortLinkNotFound = () =>
  AppError.notFound('This referral link is not known. Ask the partner who shared it for their link.');

/**
 * Gives the partner their short link (/r/ada-okafor) if they have none yet (issue #26). It is a
 * convenience beside the ?ref= link, so a failure is logged and the caller carries on.
 */
export async function ensureShortLink(
  ports: ReferralPorts,
  applicant: Pick<ReferralApplicant, 'id' | 'full_name' | 'referral_link_id'>,
): Promise<string | null> {
  await rememberLinkId(ports, applicant);
  if (!ports.store.claimShortLink) return null;
  try {
    return (await ports.store.claimShortLink(applicant)) ?? null;
  } catch (error: unknown) {
    ports.log.warn('referral short link not claimed', {
      applicantId: applicant.id,
      error: describeError(error),
    });
    return null;
  }
}

/**
 * Remembers whose `ref_` link id this is, so a WhatsApp code or a `?ref=ref_...` reaches the partner
 * (issue #30); like the short link, a failure is logged and the caller carries on.
 */
async function rememberLinkId(
  ports: ReferralPorts,
  applicant: Pick<ReferralApplicant, 'id' | 'referral_link_id'>,
): Promise<void> {
  try {
    await ports.store.rememberLinkId?.(applicant);
  } catch (error: unknown) {
    ports.log.warn('referral link id not remembered', {
      applicantId: applicant.id,
      error: describeError(error),
    });
  }
}

/** GET /api/referrals/r/{slug}: the partner id a ?ref= link would carry, for the short link's redirect. */
export async function resolveShortLink(ports: ReferralPorts, slug: string): Promise<{ referrer_id: string }> {
  const wanted = slug.trim().toLowerCase();
  if (!isReferralSlug(wanted) || !ports.store.referrerOfShortLink) throw shortLinkNotFound();
  const referrerId = await ports.store.referrerOfShortLink(wanted);
  if (!referrerId) throw shortLinkNotFound();
  return { referrer_id: referrerId };
}
