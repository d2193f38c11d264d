/**
 * Characters no stored or e-mailed text may hold: NUL and the other C0 controls except tab and
 * newline, DEL and the C1 controls, and the bidirectional formatting characters (embeddings,
 * overrides, isolates and marks). A right-to-left override can make "moc.live@ada" read as an
 * innocent address in the staff dashboard; a NUL or escape can break a log or an e-mail.
 */
const UNSAFE_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** NFC-normalised text without the characters above: the one cleaning every public write applies. */
export function cleanText(value: string): string {
  return value.normalize('NFC').replace(UNSAFE_CHARACTERS, '');
}

export function hasUnsafeCharacters(value: string): boolean {
  UNSAFE_CHARACTERS.lastIndex = 0;
  const found = UNSAFE_CHARACTERS.test(value);
  UNSAFE_CHARACTERS.lastIndex = 0;
  return found;
}
