/** WhatsApp refuses a text body longer than this. */
export const WHATSAPP_TEXT_LIMIT = 4096;

/**
 * Q's markdown as WhatsApp shows it: `**bold**` and `__bold__` become `*bold*`, headings become a
 * bold line, `[text](url)` becomes `text (url)` (WhatsApp links bare URLs itself), `* ` and `+ `
 * bullets become `- ` (a leading `*` would read as bold), code fences lose their backticks.
 *
 * Each pattern has one way to match a run of spaces, newlines or brackets: a reply is the model's
 * output, which a visitor can steer, and the heading pattern `\s+(.+?)\s*#*\s*$` took 3 s for a
 * 2,000-character line of spaces (cubic), the bullet one 190 ms for 16,000 newlines. A link's label
 * holds no `[`, so "[a [b](u)" links "b", the innermost label.
 */
export function toWhatsappText(markdown: string): string {
  return markdown
    .replace(/\r\n?/g, '\n')
    .replace(/```[a-z]*\n?/gi, '')
    .replace(
      /^#{1,6}\s+(?=\S)(.*?\S)\s*(?:#+\s*)?$/gm,
      (_, title: string) => `*${title.replace(/\*+/g, '')}*`,
    )
    .replace(/\[([^[\]\n]+)\]\((\S+?)\)/g, (_, label: string, url: string) =>
      label.trim() === url.trim() ? url : `${label} (${url})`,
    )
    .replace(/\*\*(.+?)\*\*/g, '*$1*')
    .replace(/__(.+?)__/g, '*$1*')
    .replace(/^([^\S\n\r\u2028\u2029]*)[*+]\s+/gm, '$1- ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Where a cut may fall inside `text`, best first: a paragraph end, a line end, a sentence end, a space. */
function cutPoint(text: string, limit: number): number {
  const window = text.slice(0, limit);
  const paragraph = window.lastIndexOf('\n\n');
  if (paragraph > limit / 4) return paragraph;
  const line = window.lastIndexOf('\n');
  if (line > limit / 4) return line;
  const sentences = [...window.matchAll(/[.!?](?=\s)/g)];
  const sentence = sentences.at(-1)?.index;
  if (sentence !== undefined && sentence > limit / 4) return sentence + 1;
  const space = window.lastIndexOf(' ');
  return space > 0 ? space : limit;
}

/** A reply as WhatsApp messages, each at most `limit` characters, cut at paragraph or sentence ends. */
export function splitForWhatsapp(text: string, limit: number = WHATSAPP_TEXT_LIMIT): string[] {
  const parts: string[] = [];
  let rest = text.trim();
  while (rest.length > limit) {
    const cut = cutPoint(rest, limit);
    const part = rest.slice(0, cut).trim();
    if (part) parts.push(part);
    rest = rest.slice(cut).trim();
  }
  if (rest) parts.push(rest);
  return parts;
}
