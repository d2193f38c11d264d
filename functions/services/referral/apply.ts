import { BUSINESS_METRICS, countMetric } from '../../adapters/observability.ts';
import { REFERRAL_SOURCE } from '../../domain/referral-rules.ts';
import type { ReferralApplyAnswer, ReferralApplyRequest } from '../../domain/contracts/referrals.ts';
import { dashboardLinkEmail } from './dashboard-link-email.ts';
import { duplicateEmail } from './refusals.ts';
import type { ReferralApplicant, ReferralPorts } from './ports.ts';
import { emailFingerprint } from '../shared/rate-limits.ts';
import { describeError } from './privacy.ts';
import { ensureShortLink } from './short-link.ts';

export interface ReferralApplication extends ReferralApplyAnswer {
  /** False when the dashboard-link e-mail could not be sent; the application stands regardless. */
  readonly emailSent: boolean;
}

/**
 * Registers a referral partner and e-mails them their dashboard link. The e-mail is claimed in the
 * same transaction as the applicant is written, so concurrent applications with one address leave
 * exactly one applicant; the loser hears the duplicate-email message. The application arrives as
 * the handler parsed it with the contract (text trimmed, e-mail normalised, blank optionals null,
 * consent true) and is trusted as it is.
 */
export async function applyForReferral(
  ports: ReferralPorts,
  application: ReferralApplyRequest,
): Promise<ReferralApplication> {
  const dashboardToken = ports.ids.newDashboardToken();
  const applicant: ReferralApplicant = {
    ...application,
    id: ports.ids.newApplicantId(),
    source: REFERRAL_SOURCE,
    referral_link_id: ports.ids.newReferralLinkId(),
    dashboard_token: dashboardToken,
    created_at: new Date(ports.now()).toISOString(),
  };

  const outcome = await ports.store.createApplicant(applicant);
  const emailHash = emailFingerprint(applicant.email);
  if (outcome === 'duplicate_email') {
    ports.log.info('referral application refused: email already registered', { emailHash });
    throw duplicateEmail();
  }
  ports.log.info('referral applicant created', { applicantId: applicant.id, emailHash });
  countMetric(BUSINESS_METRICS.referralApplied);
  await ensureShortLink(ports, applicant);

  let emailSent = true;
  try {
    const linkCode = await ports.issueLinkCode?.(applicant.id);
    await ports.sendMail(
      dashboardLinkEmail({
        to: applicant.email,
        fullName: applicant.full_name,
        applicantId: applicant.id,
        dashboardToken,
        siteUrl: ports.siteUrl,
        reason: 'welcome',
        linkCode,
      }),
    );
  } catch (error: unknown) {
    // The spec keeps the application when the e-mail fails: the success page links the dashboard
    // directly and /referral-login can resend the link later.
    emailSent = false;
    ports.log.warn('referral dashboard email failed', {
      applicantId: applicant.id,
      emailHash,
      error: describeError(error),
    });
  }

  return {
    applicant: {
      id: applicant.id,
      dashboard_token: dashboardToken,
      referral_link_id: applicant.referral_link_id,
    },
    emailSent,
  };
}
