// Type-only: erased at build, so the contract's zod never reaches the page.
import type { PayoutAccountView } from '@domain/contracts/payouts.ts';
import { ApiError, apiCall, BAD_ANSWER_MESSAGE } from '../../lib/api-client.ts';

export type { PayoutAccountView };

export interface Bank {
  readonly code: string;
  readonly name: string;
}

/** The answer read in the page's terms; a refusal is the ApiError with the server's own message. */
async function call<T>(run: () => Promise<unknown>, read: (body: unknown) => T | undefined): Promise<T> {
  const value = read(await run());
  if (value === undefined) throw new ApiError(502, 'bad_answer', BAD_ANSWER_MESSAGE);
  return value;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** GET /api/referrals/payout-banks */
export const fetchPayoutBanks = () =>
  call(
    () => apiCall('/api/referrals/payout-banks'),
    (body) => (isRecord(body) && Array.isArray(body.banks) ? (body.banks as Bank[]) : undefined),
  );

/** POST /api/referrals/payout-account/resolve: the name Paystack has for the account. */
export const resolvePayoutAccount = (token: string, bankCode: string, accountNumber: string) =>
  call(
    () =>
      apiCall('/api/referrals/payout-account/resolve', {
        method: 'POST',
        body: { token, bank_code: bankCode, account_number: accountNumber },
      }),
    (body) => (isRecord(body) && typeof body.account_name === 'string' ? body.account_name : undefined),
  );

/** PUT /api/referrals/payout-account: needs the e-mailed link's code. */
export const savePayoutAccount = (token: string, link: string, bankCode: string, accountNumber: string) =>
  call(
    () =>
      apiCall('/api/referrals/payout-account', {
        method: 'PUT',
        body: { token, link, bank_code: bankCode, account_number: accountNumber },
      }),
    (body) =>
      isRecord(body) && isRecord(body.payout_account)
        ? (body.payout_account as unknown as PayoutAccountView)
        : undefined,
  );
