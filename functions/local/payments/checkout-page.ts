import { formatNaira, koboToNaira } from '../../domain/money.ts';
import { escapeHtml } from '../http-io.ts';
import type { SandboxTransaction } from './transactions.ts';

/**
 * The sandbox's stand-in for checkout.paystack.com: the amount, the payer and two buttons. Plain
 * forms (no script), so it works under the product's own security headers.
 */
export function renderCheckoutPage(transaction: SandboxTransaction, actionBase: string): string {
  const amount =
    transaction.currency === 'NGN'
      ? formatNaira(koboToNaira(transaction.amount))
      : `${transaction.currency} ${(transaction.amount / 100).toFixed(2)}`;
  const settled = transaction.status === 'success';
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Paystack sandbox checkout</title>
  <link rel="icon" href="data:,">
</head>
<body style="margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#0b1b2b;font-family:Arial,Helvetica,sans-serif;color:#0b1b2b">
  <main style="width:100%;max-width:420px;margin:24px;background:#fff;border-radius:12px;padding:32px">
    <p style="margin:0 0 4px;font-size:12px;letter-spacing:1px;text-transform:uppercase;color:#5b6b7b">Paystack sandbox: no real money moves</p>
    <h1 style="margin:0 0 24px;font-size:22px">Pay ${escapeHtml(amount)}</h1>
    <dl style="margin:0 0 24px;font-size:14px">
      <dt style="color:#5b6b7b">Paying as</dt><dd style="margin:0 0 12px">${escapeHtml(transaction.email)}</dd>
      <dt style="color:#5b6b7b">Reference</dt><dd style="margin:0">${escapeHtml(transaction.reference)}</dd>
    </dl>
    ${
      settled
        ? '<p role="status">This transaction has already been paid.</p>'
        : `<form method="post" action="${escapeHtml(actionBase)}/pay" style="margin:0 0 12px">
      <button type="submit" style="width:100%;padding:14px;border:0;border-radius:8px;background:#09a5db;color:#fff;font-size:16px;font-weight:bold;cursor:pointer">Pay ${escapeHtml(amount)}</button>
    </form>
    <form method="post" action="${escapeHtml(actionBase)}/decline" style="margin:0">
      <button type="submit" style="width:100%;padding:14px;border:1px solid #c0c8d0;border-radius:8px;background:#fff;color:#0b1b2b;font-size:16px;cursor:pointer">Decline</button>
    </form>`
    }
  </main>
</body>
</html>`;
}
