import { formatNaira, koboToNaira } from '../../domain/money.ts';
import { escapeHtml } from '../http-io.ts';
import { TRANSFER_OUTCOMES, type TransferDesk } from './transfers.ts';

const OUTCOME_LABELS: Record<(typeof TRANSFER_OUTCOMES)[number], string> = {
  success: 'Succeed (transfer.success after a second)',
  failed: 'Fail (transfer.failed after a second)',
  reversed: 'Reverse (transfer.reversed after a second)',
  pending: 'Stay pending (no webhook; verify says pending)',
  otp: 'Ask for an OTP (status otp)',
  insufficient_balance: 'Refuse: balance not enough',
};

/**
 * The sandbox's transfers page (/_local/paystack/transfers): what the next transfer does, and every
 * transfer received. A plain form, no script, as the checkout page.
 */
export function renderTransfersPage(desk: TransferDesk, prefix: string): string {
  const options = TRANSFER_OUTCOMES.map(
    (outcome) =>
      `<option value="${outcome}"${desk.next === outcome ? ' selected' : ''}>${escapeHtml(OUTCOME_LABELS[outcome])}</option>`,
  ).join('');
  const rows = desk.transfers
    .map(
      (transfer) =>
        `<tr><td>${escapeHtml(transfer.created_at)}</td><td>${escapeHtml(transfer.reference)}</td><td>${escapeHtml(
          formatNaira(koboToNaira(transfer.amount)),
        )}</td><td>${escapeHtml(transfer.status)}</td><td>${escapeHtml(transfer.reason)}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Paystack sandbox transfers</title><link rel="icon" href="data:,"></head>
<body style="font-family:Arial,Helvetica,sans-serif;margin:24px;color:#0b1b2b">
  <p style="font-size:12px;text-transform:uppercase;color:#5b6b7b">Paystack sandbox: no real money moves</p>
  <h1>Transfers</h1>
  <form method="post" action="${escapeHtml(prefix)}/_sandbox/next-transfer">
    <label for="outcome">Next transfer</label>
    <select id="outcome" name="outcome">${options}</select>
    <button type="submit">Set</button>
  </form>
  <table style="margin-top:24px;border-collapse:collapse" cellpadding="6">
    <thead><tr><th>Created</th><th>Reference</th><th>Amount</th><th>Status</th><th>Reason</th></tr></thead>
    <tbody>${rows || '<tr><td colspan="5">No transfers yet.</td></tr>'}</tbody>
  </table>
  <p><a href="${escapeHtml(prefix)}/transfers.json">transfers.json</a> · <a href="${escapeHtml(prefix)}/recipients.json">recipients.json</a></p>
</body>
</html>`;
}
