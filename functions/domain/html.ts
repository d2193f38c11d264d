/** Text made safe to place in HTML (e-mail bodies, the local stand-ins' pages): the five special characters escaped. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The site's colours as e-mails use them (web/src/index.css: brand-900, brand-700, gold-300, ink):
 * mail clients read no style sheets, so the values are written here once and inlined.
 */
export const MAIL_COLOURS = {
  band: '#064e3b',
  button: '#047857',
  wordmark: '#fcd34d',
  ink: '#0f172a',
  quiet: '#475569',
  page: '#f8fafc',
} as const;

/** A button in the brand colour, with the address in words below for clients that drop links. */
export function mailButton(link: { href: string; label: string }): string {
  const href = escapeHtml(link.href);
  return `<p style="margin:24px 0"><a href="${href}" style="display:inline-block;background:${MAIL_COLOURS.button};color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(link.label)}</a></p>
        <p style="margin:0 0 16px;font-size:12px;color:${MAIL_COLOURS.quiet};word-break:break-all">If the button does not work, open this address: ${href}</p>`;
}

/**
 * The one e-mail layout, the site's: a brand band with the wordmark, a white card, and a footer
 * whose copyright year is the year the mail is sent (`sentAt`), not a year written down once.
 * Readable without images or style sheets (inline styles only, as mail clients require). `rows` are
 * its HTML lines, already escaped.
 */
export function mailPage(rows: readonly string[], maxWidthPx = 520, sentAt: Date = new Date()): string {
  const c = MAIL_COLOURS;
  return `<!doctype html>
<html lang="en">
  <body style="margin:0;padding:24px;background:${c.page};font-family:Arial,Helvetica,sans-serif;color:${c.ink}">
    <table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:${maxWidthPx}px;margin:0 auto;background:#ffffff;border-radius:12px;overflow:hidden">
      <tr><td style="background:${c.band};padding:16px 32px">
        <span style="font-size:20px;font-weight:bold;color:${c.wordmark};letter-spacing:0.5px">Quarter</span>
      </td></tr>
      <tr><td style="padding:32px">
        ${rows.join('\n        ')}
      </td></tr>
      <tr><td style="padding:16px 32px;border-top:1px solid #e2e8f0;font-size:12px;color:${c.quiet}">
        © ${sentAt.getUTCFullYear()} Quarter. All rights reserved.
      </td></tr>
    </table>
  </body>
</html>`;
}

/** A file sent with an e-mail, as text (a calendar file); the mailer encodes it. */
export interface MailAttachment {
  readonly fileName: string;
  /** With its charset, e.g. 'text/calendar; charset=utf-8; method=PUBLISH'. */
  readonly contentType: string;
  readonly content: string;
}
