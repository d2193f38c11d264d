
/** A short error description for logs: the name and message only, never a stack or request data. */
export function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
