import * as z from 'zod';
import { builtOnFirstUse } from './built-on-first-use.ts';

/** GET /api/simple-test: the test panel's health check. */
export const simpleTestAnswerSchema = builtOnFirstUse(() =>
  z.object({
    ok: z.literal(true),
    time: z.string(),
    version: z.string(),
  }),
);
export type SimpleTestAnswer = z.infer<typeof simpleTestAnswerSchema>;

/** The codes of functions/domain/app-error.ts, which gives each its HTTP status. */
export const API_ERROR_CODES = [
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'too_large',
  'rate_limited',
  'provider_down',
  'unavailable',
  'internal',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Every error answer: { error: { code, message } }, never a stack trace. */
export const errorBodySchema = builtOnFirstUse(() =>
  z.object({
    error: z.object({ code: z.enum(API_ERROR_CODES), message: z.string() }),
  }),
);
export type ErrorBody = z.infer<typeof errorBodySchema>;
