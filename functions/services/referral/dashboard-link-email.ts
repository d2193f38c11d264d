import { BANKING_PLATFORM_SETUP_FEE_NGN } from '../../domain/plans-and-prices.ts';
import {
  REFERRAL_COMMISSION_LABEL,
  REFERRAL_PAYOUT_DAYS_AFTER_GO_LIVE,
} from '../../domain/referral-rules.ts';
import { formatNaira } from '../../domain/money.ts';
import { commissionFor, referralLinkFor } from '../../domain/referral.ts';
import { dashboardLinkFor } from './links.ts';
import type { OutgoingMail } from './ports.ts';
import { escapeHtml, MAIL_COLOURS, mailButton, mailPage } from '../../domain/html.ts';

/** Why the link is sent: right after applying, or because the referrer asked for it at /referral-login. */
export type DashboardLinkReason = 'welcome' | 'sign_in';

export interface DashboardLinkEmailInput {
  readonly to: string;
  readonly fullName: string;
  readonly applicantId: string;
  readonly dashboardToken: string;
  readonly siteUrl: string;
  readonly reason: DashboardLinkReason;
  /** The link code that lets this e-mail's link change the payout account for an hour (issue #29). */
  readonly linkCode?: string | undefined;
}

const SUBJECTS: Record<DashboardLinkReason, string> = {
  welcome: 'Your referral dashboard is ready',
  sign_in: 'Your referral dashboard link',
};

/**
 * The e-mail carrying the dashboard link. Plain text and simple HTML with the same words, no
 * images and no tracking: the link is the referrer's only credential, so it is not routed
 * through any redirect either.
 */
export function dashboardLinkEmail(input: DashboardLinkEmailInput): OutgoingMail {
  const dashboardLink = dashboardLinkFor(input.siteUrl, input.dashboardToken, input.linkCode);
  const referralLink = referralLinkFor(input.siteUrl, input.applicantId);
  const firstName = input.fullName.split(/\s+/)[0] || input.fullName;
  const example = formatNaira(commissionFor(BANKING_PLATFORM_SETUP_FEE_NGN));
  const setupFee = formatNaira(BANKING_PLATFORM_SETUP_FEE_NGN);

  const opening =
    input.reason === 'welcome'
      ? 'Thank you for joining the Quarter referral programme. Your referral dashboard is ready.'
      : 'Here is the link to your referral dashboard, as requested.';
  const commission =
    `You earn ${REFERRAL_COMMISSION_LABEL} of the setup fee of every business you refer, once it goes live. ` +
    `For the Banking Platform (setup fee ${setupFee}) that is ${example}. ` +
    `A referral shows as pending until the business launches, then as completed with your commission; ` +
    `commissions are paid within ${REFERRAL_PAYOUT_DAYS_AFTER_GO_LIVE} days of go-live.`;
  const privacy =
    'Keep the dashboard link to yourself: anyone who has it can see your dashboard. ' +
    'If you did not ask for this e-mail, you can ignore it.';

  const text = [
    `Hello ${firstName},`,
    '',
    opening,
    '',
    'Open your dashboard:',
    dashboardLink,
    '',
    'Share your referral link with founders:',
    referralLink,
    '',
    commission,
    '',
    privacy,
  ].join('\n');

  const p = (content: string, style = 'margin:0 0 16px;font-size:15px;line-height:1.5') =>
    `<p style="${style}">${content}</p>`;
  const html = mailPage([
    `${p(`Hello ${escapeHtml(firstName)},`)}`,
    `${p(escapeHtml(opening))}`,
    mailButton({ href: dashboardLink, label: 'Open your dashboard' }),
    `${p(`Share your referral link with founders:<br><strong>${escapeHtml(referralLink)}</strong>`)}`,
    `${p(escapeHtml(commission))}`,
    `${p(escapeHtml(privacy), `margin:0;font-size:12px;color:${MAIL_COLOURS.quiet}`)}`,
  ]);

  return { to: input.to, subject: SUBJECTS[input.reason], text, html };
}
