/**
 * CSV for staff downloads (issue #19): RFC 4180 (CRLF line ends; a field with a comma, quote, CR or
 * LF is quoted, its quotes doubled) and safe to open in a spreadsheet: a text cell that starts with
 * = + - @ (or a tab or CR, which some spreadsheets skip before a formula) is prefixed with a single
 * quote, so it is shown as text and never run as a formula.
 */
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  // Numbers the product produces (counts, fees) are written as they are: -1 is not a formula.
  let text =
    typeof value === 'number' ? String(value) : typeof value === 'boolean' ? (value ? 'yes' : 'no') : value;
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Rows a download may hold; past it staff are asked to narrow the search. */
export const CSV_ROW_CAP = 2_000;

/** The pages of a list, cursor after cursor, until the last page or past the cap. */
export async function collectPages<T>(
  fetchPage: (cursor: string | null) => Promise<{ items: T[]; nextCursor: string | null }>,
  cap: number = CSV_ROW_CAP,
): Promise<{ items: T[]; overCap: boolean }> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const page = await fetchPage(cursor);
    items.push(...page.items);
    cursor = page.nextCursor;
    if (items.length > cap || (items.length === cap && cursor !== null)) return { items: [], overCap: true };
  } while (cursor !== null);
  return { items, overCap: false };
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(filename: string, text: string): void {
  // The byte order mark makes Excel read the file as UTF-8 (names with accents, ₦).
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
