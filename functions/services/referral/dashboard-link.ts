import { isSimpleEmail, normalizeEmail } from '../../domain/email.ts';
import { dashboardLinkEmail } from './dashboard-link-email.ts';
import {
  MAGIC_LINK_FAILED_MESSAGE,
  NO_ACCOUNT_MESSAGE,
  NO_DASHBOARD_ACCESS_MESSAGE,
  ReferralError,
} from './errors.ts';
import type { ReferralPorts } from './ports.ts';
import { emailFingerprint } from '../shared/rate-limits.ts';
import { describeError } from './privacy.ts';

/**
 * Referral login: e-mails the dashboard link of the applicant registered under `email`. The link
 * always goes to the stored address, so knowing someone's e-mail never reveals their token.
 */
export async function sendDashboardLink(ports: ReferralPorts, email: string): Promise<void> {
  const normalized = normalizeEmail(email);
  if (!isSimpleEmail(normalized)) throw new ReferralError('no_account', NO_ACCOUNT_MESSAGE);
  const emailHash = emailFingerprint(normalized);

  const applicant = await ports.store.getApplicantByEmail(normalized);
  if (!applicant) {
    ports.log.info('dashboard link refused: no applicant', { emailHash });
    throw new ReferralError('no_account', NO_ACCOUNT_MESSAGE);
  }
  if (!applicant.dashboard_token) {
    ports.log.info('dashboard link refused: applicant has no token', { applicantId: applicant.id });
    throw new ReferralError('no_dashboard_access', NO_DASHBOARD_ACCESS_MESSAGE);
  }

  try {
    await ports.sendMail(
      dashboardLinkEmail({
        to: applicant.email,
        fullName: applicant.full_name,
        applicantId: applicant.id,
        dashboardToken: applicant.dashboard_token,
        siteUrl: ports.siteUrl,
        reason: 'sign_in',
      }),
    );
  } catch (error: unknown) {
    ports.log.warn('dashboard link email failed', {
      applicantId: applicant.id,
      emailHash,
      error: describeError(error),
    });
    throw new ReferralError('mail_failed', MAGIC_LINK_FAILED_MESSAGE);
  }
  ports.log.info('dashboard link sent', { applicantId: applicant.id });
}
