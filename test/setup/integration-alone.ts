/**
 * Integration files that must run with nothing else running against the shared product. The rest
 * of test/integration runs four files at a time (vitest.config.ts): each of those makes its own
 * people, emails, numbers and viewer addresses, so two of them never read each other's records, and
 * what a test arms on a stand-in it arms for its own founder (the WhatsApp stand-in's
 * `fail-next?to=`, the Paystack sandbox's next transfer for one account number). A file that fills,
 * resets or waits on a per-IP rate window calls from an address of its own
 * (test/integration/file-viewer.ts, or its own 127.x.y.z like security/forged-viewer). Mail, alert
 * webhook deliveries and lists are read narrowed to the file's own address, prospect or ids, and a
 * bounce list entry is never emptied, only added for an address of the file's own.
 * A file belongs here when it depends on something all files share:
 */
export const integrationAlone = [
  // counts over every record of a period: another file's launch or chat changes the numbers
  'test/integration/admin/acceptance-26-funnel.test.ts',
  'test/integration/admin/funnel.test.ts',
  'test/integration/admin/funnel-journeys.test.ts',
  'test/integration/admin/mark-live.test.ts',
  'test/integration/admin/auth-matrix.test.ts',
  'test/integration/whatsapp/whatsapp-launch-link.test.ts',
  'test/integration/admin/staff-and-list-care.test.ts',
  // the Today card counts every chat session created today
  'test/integration/admin/chat-sessions-today.test.ts',
  // the Paystack sandbox's one "next transfer" outcome, and payouts that consume it
  'test/integration/admin/acceptance-29-payouts.test.ts',
  'test/integration/payments/acceptance-29-transfer-webhooks.test.ts',
  'test/integration/payouts/approve-and-pay.test.ts',
  'test/integration/payouts/payout-account.test.ts',
  'test/integration/referral/acceptance-29-payout-account.test.ts',
  // whether the whole product is idle: any other file's work keeps it busy
  'test/integration/local/product-idle.test.ts',
  // the alert receiver's list and the outbox's newest mails, counted before and after, and the
  // newest 50 chat sessions of every file
  'test/integration/admin/acceptance-30-whatsapp-takeover.test.ts',
  // mail budgets and the outbox as a whole
  'test/integration/auth/acceptance-25-challenge-budget.test.ts',
  'test/integration/local/config-and-mail.test.ts',
  'test/integration/local/data-dir.test.ts',
  'test/integration/local/demo-data.test.ts',
  // everything the product logged in this run
  'test/integration/security/log-scan.test.ts',
];
