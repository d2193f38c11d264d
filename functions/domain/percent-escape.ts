/**
 * The text a percent-encoded URL part stands for, or undefined when its escapes are malformed: a
 * '%' not followed by two hex digits (`%ZZ`, a cut-off `%A`), or escaped bytes that are not UTF-8
 * (`%E0%A4%A`, `%C0%AF`). decodeURIComponent throws a URIError for those, which must never become
 * a 500 (issue #25).
 */
export function percentDecoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The answer's words for a path parameter whose escapes are malformed. */
export const malformedEscapeMessage = (name: string) => `${name}: holds a malformed percent-escape`;
