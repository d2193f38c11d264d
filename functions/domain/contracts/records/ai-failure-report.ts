import * as z from 'zod';
import { isoDateTime } from '../fields.ts';
import { builtOnFirstUse } from '../built-on-first-use.ts';

/**
 * One ai_failure_tracking call as stored (adapters/db/ai-failure-reports.ts): Q failed after every
 * attempt and the chat showed its fixed text. Diagnostics: the item expires after 90 days.
 */
export const aiFailureReportSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    resume_token: z.string(),
    /** The launch step the visitor was on. */
    last_step: z.string(),
    sector: z.string().nullable(),
    /** The prompt's first 200 characters. */
    prompt: z.string(),
    attempts: z.number().int(),
    last_error: z.string(),
    created_at: isoDateTime,
  }),
);
export type AiFailureReport = z.infer<typeof aiFailureReportSchema>;

/** What staff may read of a report: never the prompt, and the error only as its safe summary. */
export const AI_FAILURE_REPORT_SHOWN_FIELDS = {
  created_at: true,
  last_step: true,
  sector: true,
  attempts: true,
} as const;
