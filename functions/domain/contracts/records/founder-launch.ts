import * as z from 'zod';

/**
 * The head of the two records a founder's browser keys by its resume token (the launch chat's
 * onboarding and the launch request after payment): the key, and the founder as they named
 * themselves there. Each record's own fields follow. The entities share their key the same way
 * (adapters/db/entities/resume-token-record.ts). A function, so zod builds it only when the
 * record's schema is first used.
 */
export const founderLaunchFields = () => ({
  /** The resume token again: what the admin lists key their cards by. */
  id: z.string(),
  resume_token: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
