import { isSimpleEmail, normalizeEmail } from '../../domain/email.ts';
import { mailDashboardLink } from './mail-dashboard-link.ts';
import { magicLinkFailed, noAccount, noDashboardAccess } from './refusals.ts';
import type { ReferralPorts } from './ports.ts';
import { emailFingerprint } from '../shared/rate-limits.ts';
import { describeError } from './privacy.ts';
import { ensureShortLink } from './short-link.ts';

/**
 * Referral login: e-mails the dashboard link of the applicant registered under `email`. The link
 * always goes to the stored address, so knowing someone's e-mail never reveals their token.
 */
export async function sendDashboardLink(ports: ReferralPorts, email: string): Promise<void> {
  const normalized = normalizeEmail(email);
  if (!isSimpleEmail(normalized)) throw noAccount();
  const emailHash = emailFingerprint(normalized);

  const applicant = await ports.store.getApplicantByEmail(normalized);
  if (!applicant) {
    ports.log.info('dashboard link refused: no applicant', { emailHash });
    throw noAccount();
  }
  if (!applicant.dashboard_token) {
    ports.log.info('dashboard link refused: applicant has no token', { applicantId: applicant.id });
    throw noDashboardAccess();
  }

  // Partners who applied before short links get theirs the next time they ask for the dashboard.
  await ensureShortLink(ports, applicant);
  try {
    await mailDashboardLink(ports, applicant, 'sign_in');
  } catch (error: unknown) {
    ports.log.warn('dashboard link email failed', {
      applicantId: applicant.id,
      emailHash,
      error: describeError(error),
    });
    throw magicLinkFailed();
  }
  ports.log.info('dashboard link sent', { applicantId: applicant.id });
}
