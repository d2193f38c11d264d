import * as z from 'zod';
import { isoDateTime } from '../fields.ts';
import { builtOnFirstUse } from '../built-on-first-use.ts';

/** A lead from the contact form or the test panel, as stored (entity lead). */
export const leadSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    business_type: z.string().nullable(),
    message: z.string().nullable(),
    source: z.string(),
    created_at: isoDateTime,
  }),
);
export type Lead = z.infer<typeof leadSchema>;
