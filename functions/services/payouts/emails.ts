import type { PayoutAccountView } from '../../domain/contracts/payouts.ts';
import { escapeHtml, mailPage } from '../../domain/html.ts';
import { formatNaira } from '../../domain/money.ts';
import type { OutgoingMail, PayoutRecord } from './ports.ts';

const paragraphs = (lines: readonly string[]) =>
  mailPage(
    lines.map((line) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.5">${escapeHtml(line)}</p>`),
  );

/**
 * Sent on every save of a payout account: if the partner did not make the change, they hear of it
 * while the hold still stops payouts to the new account. Masked number only.
 */
export function payoutAccountChangedEmail(input: {
  to: string;
  fullName: string;
  account: PayoutAccountView;
  siteUrl: string;
}): OutgoingMail {
  const firstName = input.fullName.split(/\s+/)[0] || input.fullName;
  const { account } = input;
  const lines = [
    `Hello ${firstName},`,
    `Your payout account changed: commissions will be paid to ${account.account_name}, ${account.bank_name} ${account.account_number_masked}.`,
    account.held_until
      ? `Because the account changed, payouts to it are held until ${account.held_until} (UTC).`
      : 'Payouts can be made to it from now on.',
    'If you did not make this change, reply to this e-mail at once so we can stop payouts to this account.',
  ];
  return {
    to: input.to,
    subject: 'Your payout account changed',
    text: lines.join('\n\n'),
    html: paragraphs(lines),
  };
}

const adminUrl = (siteUrl: string) => `${siteUrl.replace(/\/+$/, '')}/quarteradmin`;

/** Staff hear when a payout failed, was reversed, or is still not final after a day. */
export function payoutAlertEmail(input: {
  to: string;
  payout: PayoutRecord;
  partnerName: string;
  kind: 'failed' | 'reversed' | 'stuck';
  message: string | null;
  siteUrl: string;
}): OutgoingMail {
  const amount = formatNaira(input.payout.amount_kobo / 100);
  const what = {
    failed: `Payout failed: ${amount} to ${input.partnerName}`,
    reversed: `Payout reversed: ${amount} to ${input.partnerName}`,
    stuck: `Payout still not final after a day: ${amount} to ${input.partnerName}`,
  }[input.kind];
  const lines = [
    `${what} (reference ${input.payout.reference}).`,
    ...(input.message ? [`Paystack said: ${input.message}`] : []),
    input.kind === 'stuck'
      ? 'Check the transfer in the Paystack dashboard by its reference; see RUNBOOK.md, "A failed or stuck payout".'
      : "Its commissions are earned again: check the partner's account, then approve them again on the Payouts tab.",
    adminUrl(input.siteUrl),
  ];
  return { to: input.to, subject: what, text: lines.join('\n\n'), html: paragraphs(lines) };
}
