import * as z from 'zod';
import { isoDateTime } from '../fields.ts';
import { builtOnFirstUse } from '../built-on-first-use.ts';

/**
 * A sign-in code challenge as stored (entity otp_challenge). The code itself is never stored: only
 * its scrypt hash and the per-challenge salt.
 */
export const otpChallengeSchema = builtOnFirstUse(() =>
  z.object({
    challenge_id: z.string(),
    /** Normalised (trimmed, lower-case) e-mail the code was sent to. */
    email: z.string(),
    code_hash: z.string(),
    salt: z.string(),
    /** Wrong answers so far. */
    attempts: z.number().int(),
    created_at: isoDateTime,
    /** The code is refused from this instant on. */
    expires_at: isoDateTime,
    used: z.boolean(),
    /** Epoch seconds after which the item is garbage. */
    ttl: z.number().int(),
  }),
);
export type OtpChallenge = z.infer<typeof otpChallengeSchema>;
