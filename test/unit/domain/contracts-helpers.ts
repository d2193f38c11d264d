import type { z } from 'zod';

/** The first issue's field path and message, as parseWith in handlers/lib/http.ts reports it. */
export function firstIssue(schema: z.ZodType, value: unknown): { field: string; message: string } | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return { field: issue?.path.join('.') ?? '', message: issue?.message ?? '' };
}
