import { BUSINESS_METRICS, countMetric } from '../../adapters/observability.ts';
import { REFERRAL_SOURCE } from '../../domain/constants.ts';
import {
  referralApplyRequestSchema,
  type ReferralApplyAnswer,
  type ReferralApplyInput,
} from '../../domain/contracts/referrals.ts';
import { dashboardLinkEmail } from './dashboard-link-email.ts';
import { AppError } from '../../domain/app-error.ts';
import { duplicateEmail } from './refusals.ts';
import type { ReferralApplicant, ReferralPorts } from './ports.ts';
import { emailFingerprint } from '../shared/rate-limits.ts';
import { describeError } from './privacy.ts';

export interface ReferralApplication extends ReferralApplyAnswer {
  /** False when the dashboard-link e-mail could not be sent; the application stands regardless. */
  readonly emailSent: boolean;
}

/** Validation, as the contract defines it: text trimmed, blank optionals null, consent true. */
function validate(input: unknown) {
  const result = referralApplyRequestSchema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : 'body';
  throw AppError.validation(`${field}: ${issue?.message ?? 'is invalid'}`);
}

/**
 * Registers a referral partner and e-mails them their dashboard link. The e-mail is claimed in the
 * same transaction as the applicant is written, so concurrent applications with one address leave
 * exactly one applicant; the loser hears the duplicate-email message.
 */
export async function applyForReferral(
  ports: ReferralPorts,
  /** a ReferralApplyInput, or anything a caller received; it is validated here either way */
  input: ReferralApplyInput | Record<string, unknown>,
): Promise<ReferralApplication> {
  const application = validate(input);
  const dashboardToken = ports.ids.newDashboardToken();
  const applicant: ReferralApplicant = {
    id: ports.ids.newApplicantId(),
    full_name: application.full_name,
    email: application.email,
    whatsapp: application.whatsapp,
    sectors: application.sectors,
    how_will_refer: application.how_will_refer,
    notes: application.notes,
    source: REFERRAL_SOURCE,
    consent: application.consent,
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

  let emailSent = true;
  try {
    await ports.sendMail(
      dashboardLinkEmail({
        to: applicant.email,
        fullName: applicant.full_name,
        applicantId: applicant.id,
        dashboardToken,
        siteUrl: ports.siteUrl,
        reason: 'welcome',
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
