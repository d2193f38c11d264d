import * as z from 'zod';
import { isoDateTime } from '../fields.ts';
import { builtOnFirstUse } from '../built-on-first-use.ts';

/** What staff keep about one prospect (entity prospect): its owner and next follow-up date. */
export const prospectCareRecordSchema = builtOnFirstUse(() =>
  z.object({
    resume_token: z.string(),
    /** A staff member's e-mail. */
    owner: z.string().nullable(),
    /** Africa/Lagos calendar date (YYYY-MM-DD). */
    follow_up_on: z.string().nullable(),
    updated_at: isoDateTime,
  }),
);
export type ProspectCareRecord = z.infer<typeof prospectCareRecordSchema>;

/** A staff note on a prospect (entity prospect_note). */
export const prospectNoteSchema = builtOnFirstUse(() =>
  z.object({
    resume_token: z.string(),
    id: z.string(),
    text: z.string(),
    /** The staff member's e-mail, or their user id when the e-mail could not be learned. */
    author: z.string(),
    created_at: isoDateTime,
  }),
);
export type ProspectNote = z.infer<typeof prospectNoteSchema>;
