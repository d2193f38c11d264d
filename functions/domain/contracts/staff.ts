import * as z from 'zod';
import { builtOnFirstUse } from './built-on-first-use.ts';

/** GET /api/admin/staff: the staff accounts (the `admins` group) a prospect's owner is chosen from. */
export const staffAnswerSchema = builtOnFirstUse(() => z.object({ staff: z.array(z.string()) }));
export type StaffAnswer = z.infer<typeof staffAnswerSchema>;
