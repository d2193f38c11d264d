import { dashboardLinkEmail, type DashboardLinkReason } from './dashboard-link-email.ts';
import type { ReferralApplicant, ReferralPorts } from './ports.ts';

/**
 * E-mails a partner their dashboard link, the way applying and /referral-login both send it: with a
 * fresh link code when the store issues them (it lets the link change the payout account, issue #29).
 */
export async function mailDashboardLink(
  ports: Pick<ReferralPorts, 'issueLinkCode' | 'sendMail' | 'siteUrl'>,
  partner: Pick<ReferralApplicant, 'id' | 'email' | 'full_name' | 'dashboard_token'>,
  reason: DashboardLinkReason,
): Promise<void> {
  const linkCode = await ports.issueLinkCode?.(partner.id);
  await ports.sendMail(
    dashboardLinkEmail({
      to: partner.email,
      fullName: partner.full_name,
      applicantId: partner.id,
      dashboardToken: partner.dashboard_token,
      siteUrl: ports.siteUrl,
      reason,
      linkCode,
    }),
  );
}
