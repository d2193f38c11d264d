import { randomUUID } from 'node:crypto';
import { signInAdmin, signUpUser } from '../integration/admin/identity.ts';

/**
 * Walks both sign-ins once through a freshly started product, before any test file runs.
 *
 * Why: the first sign-in of a new product pays every cold cost at once (DynamoDB Local's first
 * reads and writes of the challenge records, the mail stand-in's first send, the gateway's first
 * identity request). At load 16 and over that overran the sign-in triggers' 3 s budget
 * (cognitoTriggerLimits), and whichever test signed in first saw "Sign-in is unavailable right
 * now" and passed on rerun (note-11, "Sign-in trigger under load"). Paying those costs here keeps
 * them out of every test's deadline. The budget itself is unchanged: a slow trigger is still
 * refused, as test/integration/auth/trigger-time-budget.test.ts holds.
 *
 * It is a warm-up, not a check: a failure is printed and the run goes on (a broken sign-in fails
 * the tests that sign in, naming what they waited for). The code is mailed to an address of its
 * own (warm-up-…@warm-up.quarter.test), so no test's narrowed outbox or records see it.
 */
export async function warmUpSignIn(
  baseUrl: string,
  admin: { readonly email: string; readonly password: string },
): Promise<void> {
  const started = Date.now();
  for (const [what, signIn] of [
    ['a code sign-in', () => signUpUser(baseUrl, `warm-up-${randomUUID()}@warm-up.quarter.test`)],
    ['the admin sign-in', () => signInAdmin(baseUrl, admin.email, admin.password)],
  ] as const) {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      try {
        await signIn();
        break;
      } catch (error: unknown) {
        const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        process.stderr.write(`warm-up: ${what} failed (attempt ${attempt} of 5): ${reason}\n`);
      }
    }
  }
  process.stderr.write(`warm-up: sign-in warmed in ${Date.now() - started} ms\n`);
}
