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
 * The one e-mail layout: a white card on a stone background, readable without images or styles
 * sheets (inline styles only, as mail clients require). `rows` are its HTML lines, already escaped.
 */
export function mailPage(rows: readonly string[], maxWidthPx = 520): string {
  return `<!doctype html>
<html lang="en">
  <body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
    <table role="presentation" width="100%" style="max-width:${maxWidthPx}px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
      <tr><td>
        ${rows.join('\n        ')}
      </td></tr>
    </table>
  </body>
</html>`;
}
