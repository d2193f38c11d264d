import * as z from 'zod';
import { emailSchema, LIMITS, optionalText, requiredText } from './fields.ts';
import { builtOnFirstUse } from './built-on-first-use.ts';

/** POST /api/leads (submit-lead); the test panel sends source 'test-panel'. */
export const leadRequestSchema = builtOnFirstUse(() =>
  z.object({
    name: requiredText(LIMITS.name),
    email: emailSchema,
    phone: optionalText(LIMITS.phone),
    business_type: optionalText(LIMITS.businessType),
    message: optionalText(LIMITS.note),
    source: requiredText(LIMITS.shortLabel),
  }),
);
export type LeadInput = z.input<typeof leadRequestSchema>;
export type LeadRequest = z.output<typeof leadRequestSchema>;

export const leadAnswerSchema = builtOnFirstUse(() => z.object({ id: z.string() }));
export type LeadAnswer = z.infer<typeof leadAnswerSchema>;
