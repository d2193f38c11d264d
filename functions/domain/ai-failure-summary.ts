/**
 * What staff may read of a launch chat's AI failure report. `last_error` comes from the visitor's
 * browser (launch-chat-onboarding is public), so it is untrusted text of any shape: staff get its first
 * meaningful line, without stack frames, with anything that looks like a credential blanked, and
 * clipped. The prompt (it holds the founder's idea) is never shown.
 */
export const AI_FAILURE_SUMMARY_MAX_CHARS = 160;
/** Reports listed per onboarding record, newest first; the count covers all of them. */
export const AI_FAILURES_SHOWN = 5;

const REDACTED = '[redacted]';

/** A stack frame line ("    at fn (file.js:1:2)", "fn@https://...:1:2") or a "Stack:"/"Traceback" header. */
const STACK_LINE = /^\s*(at\s|[\w$.<>]*@\S+:\d+|stack\b|traceback\b|file\s+"[^"]*",\s*line\s)/i;

/** Named credentials keep their name ("token=[redacted]") so the summary still reads. */
const NAMED_SECRET =
  /\b(bearer|token|api[_-]?key|apikey|password|passwd|secret|authorization|signature|credential)(s?\s*[:=]\s*|s?\s+)["']?[^\s"',;&)]+/gi;

const OPAQUE_SECRETS: readonly RegExp[] = [
  // JWTs (three base64url parts, the first a JSON header)
  /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g,
  // AWS access key ids
  /\b(AKIA|ASIA)[A-Z0-9]{16}\b/g,
  // Paystack-style keys
  /\b(sk|pk)_(live|test)_\w+/gi,
  // long opaque runs (keys, hashes, parts of signed URLs)
  /[A-Za-z0-9+/_-]{32,}={0,2}/g,
];

function firstMessageLine(text: string): string {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  return lines.find((line) => line !== '' && !STACK_LINE.test(line)) ?? '';
}

/** The safe, one-line, clipped summary of a stored `last_error`. */
export function summarizeAiFailureError(lastError: string): string {
  let line = firstMessageLine(lastError);
  for (const pattern of OPAQUE_SECRETS) line = line.replace(pattern, REDACTED);
  line = line.replace(
    NAMED_SECRET,
    (_match, name: string, separator: string) => `${name}${separator}${REDACTED}`,
  );
  // Control and format characters (bidi overrides too) would only garble or disguise the line.
  line = line
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (line === '') return 'No error message';
  return line.length > AI_FAILURE_SUMMARY_MAX_CHARS
    ? `${line.slice(0, AI_FAILURE_SUMMARY_MAX_CHARS - 1)}…`
    : line;
}
