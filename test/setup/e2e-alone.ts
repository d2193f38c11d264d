/**
 * End-to-end files that must run with nothing else running against the shared product. The rest of
 * test/e2e runs three files at a time (vitest.config.ts), each in contexts of its own: every one of
 * them makes its own founders, e-mails, WhatsApp numbers, markers and viewer addresses, and reads
 * the admin lists narrowed to them, so two never read each other's records. Found by reading each
 * file for what it sets or reads on the product as a whole. A file belongs here when it does:
 */
export const e2eAlone = [
  // empties the local SES's bounce list (afterAll: DELETE /_local/mail/bounces): a file beside it
  // that has just listed its own founder's address to bounce would see the mail delivered
  'test/e2e/acceptance-25-email-bounced.test.ts',
  // arms the WhatsApp stand-in's "fail the very next send" (/_stand-in/fail-next), whoever sends it:
  // a reply to another file's founder could take the failure
  'test/e2e/acceptance-30-whatsapp-takeover.test.ts',
  // changes the admin's password and puts it back: every other file signs the admin in with it
  'test/e2e/auth-password-reset.test.ts',
];
