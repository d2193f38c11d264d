// zod's mini build: the same parsing with functions instead of methods, a fraction of the size.
// The payments webhook parses only Paystack's event shapes, so with these alone its Lambda carries
// no zod classic (about 60 KB) and stays well within the bundle cap (issue #29).
import * as z from 'zod/mini';
import type { PaystackTransaction } from './paystack.ts';
import { builtOnFirstUse } from './built-on-first-use.ts';

/** Any Paystack event: its name decides which `data` shape to parse. */
export const paystackEventNameSchema = builtOnFirstUse(() => z.object({ event: z.string() }));

/**
 * charge.success: the transaction as paystack.ts's `paystackTransactionSchema` reads it from GET
 * /transaction/verify (the client keeps zod classic, as every other bundle parses with it). The
 * check below fails to compile when the two disagree on a field.
 */
export const paystackChargeEventSchema = builtOnFirstUse(() =>
  z.object({
    event: z.string(),
    data: z.object({
      reference: z.string(),
      status: z.string(),
      /** kobo */
      amount: z.int(),
      currency: z.string(),
      paid_at: z.nullish(z.string()),
      channel: z.nullish(z.string()),
      customer: z.nullish(z.object({ email: z.nullish(z.string()) })),
    }),
  }),
);

type ChargeData = z.infer<typeof paystackChargeEventSchema>['data'];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const chargeDataMatchesTheClient: Same<ChargeData, PaystackTransaction> = true;
void chargeDataMatchesTheClient;
