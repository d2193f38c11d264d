import { escapeHtml } from '../http-io.ts';
import type { OutboxMail } from './outbox.ts';

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;

/** Escapes the text version and makes its links clickable, so a sign-in link works straight from the inbox. */
function linkedText(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const index = match.index ?? 0;
    html += escapeHtml(text.slice(last, index));
    html += `<a href="${escapeHtml(match[0])}">${escapeHtml(match[0])}</a>`;
    last = index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

function renderMail(mail: OutboxMail, index: number): string {
  const headingId = `mail-${index}`;
  const sent = new Date(mail.sentAt);
  // Links inside the mail open in a new tab; the frame itself runs no script and cannot touch this page.
  const frameDocument = `<base target="_blank">${mail.html}`;
  return `
    <article aria-labelledby="${headingId}">
      <h2 id="${headingId}">${escapeHtml(mail.subject || '(no subject)')}</h2>
      <dl>
        <dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
        <dt>From</dt><dd>${escapeHtml(mail.from)}</dd>
        <dt>Sent</dt><dd><time datetime="${escapeHtml(mail.sentAt)}">${escapeHtml(sent.toUTCString())}</time></dd>
      </dl>
      ${
        mail.html
          ? `<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" title="${escapeHtml(`Message: ${mail.subject}`)}" srcdoc="${escapeHtml(frameDocument)}"></iframe>`
          : ''
      }
      <details${mail.html ? '' : ' open'}>
        <summary>Plain-text version</summary>
        <pre>${linkedText(mail.text)}</pre>
      </details>
    </article>`;
}

export function renderInbox(mails: readonly OutboxMail[]): string {
  const list =
    mails.length === 0
      ? '<p>No mail yet. Messages the product sends appear here, newest first.</p>'
      : mails.map(renderMail).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Local mail outbox (${mails.length})</title>
  <style>
    body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 56rem; padding: 1.5rem; color: #111; line-height: 1.5; }
    article { border: 1px solid #999; border-radius: 0.5rem; padding: 1rem; margin-block: 1rem; }
    h2 { margin-top: 0; font-size: 1.15rem; }
    dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 1rem; }
    dt { font-weight: 600; }
    dd { margin: 0; overflow-wrap: anywhere; }
    iframe { width: 100%; height: 22rem; border: 1px solid #bbb; border-radius: 0.25rem; background: #fff; }
    pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f4f4f4; padding: 0.75rem; }
    a { color: #0645ad; }
    button { font: inherit; padding: 0.4rem 0.9rem; }
  </style>
</head>
<body>
  <main>
    <h1>Local mail outbox</h1>
    <p>Nothing here left this computer. ${mails.length} message${mails.length === 1 ? '' : 's'}, newest first.
      Also available as <a href="/_local/mail.json">JSON</a>.</p>
    <form method="post" action="/_local/mail/clear"><button type="submit">Clear the outbox</button></form>
    ${list}
  </main>
</body>
</html>`;
}
