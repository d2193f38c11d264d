import { BUSINESS_METRICS, countMetric } from '../../adapters/observability.ts';
import { REFERRAL_SOURCE } from '../../domain/referral-rules.ts';
import {
  referralApplyAnswerSchema,
  type ReferralApplyAnswer,
  type ReferralApplyRequest,
} from '../../domain/contracts/referrals.ts';
import { mailDashboardLink } from './mail-dashboard-link.ts';
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
  if (outcome === 'taken') {
    ports.log.info('referral application refused: email already registered', { emailHash });
    throw duplicateEmail();
  }
  ports.log.info('referral applicant created', { applicantId: applicant.id, emailHash });
  countMetric(BUSINESS_METRICS.referralApplied);
  await ensureShortLink(ports, applicant);

  let emailSent = true;
  try {
    await mailDashboardLink(ports, applicant, 'welcome');
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

  // The answer's part of the applicant is what its contract picks, nothing restated here.
  return { ...referralApplyAnswerSchema.parse({ applicant }), emailSent };
}
