/**
 * A fault of the data layer, not a refusal: nothing maps it to a response of its own, so a caller
 * hears the generic 500 and the log has this text. The refusals a repository makes (a duplicate
 * e-mail, a foreign cursor, a full chat session...) are AppErrors thrown where they happen.
 */

/** Optimistic writes kept colliding; rare enough that the caller may simply retry. */
export function writeContention(what: string): Error {
  const error = new Error(`Too many simultaneous updates to ${what}; please retry.`);
  error.name = 'WriteContentionError';
  return error;
}
