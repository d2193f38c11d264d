import { z } from 'zod';
import { builtOnFirstUse } from './built-on-first-use.ts';

/**
 * POST /api/admin/onboarding/{token}/live answers this (functions/handlers/admin-mark-live.ts), and
 * the staff dashboard parses it (web/src/features/admin/admin-api.ts): what became of the launch's
 * referral and, once completed, the commission the referrer earned. It names no referrer.
 */
export const markLiveAnswerSchema = builtOnFirstUse(() =>
  z.object({
    outcome: z.enum(['completed', 'already_completed', 'not_pending', 'not_referred']),
    commission_earned: z.number().nullable(),
  }),
);
export type MarkLiveAnswer = z.infer<typeof markLiveAnswerSchema>;
