/**
 * Referral payouts (issue #29): the rules with no I/O. Commissions are whole naira; Paystack
 * transfers are kobo. A payout's reference is ours, fixed when staff approve it, in the form
 * Paystack allows for transfers (lowercase a-z, 0-9, '-', '_', 16 to 50 characters).
 */
import { randomString } from './ids.ts';

export const PAYOUT_STATUSES = ['approved', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Where one commission's money is, as the partner's dashboard says it. */
export const ACTIVITY_PAYOUT_STATUSES = ['pending', 'earned', 'approved', 'paid', 'failed'] as const;
export type ActivityPayoutStatus = (typeof ACTIVITY_PAYOUT_STATUSES)[number];

/** A changed payout account holds payouts to it this long (PAYOUT_CHANGE_HOLD_MINUTES overrides). */
export const DEFAULT_PAYOUT_CHANGE_HOLD_MINUTES = 1440;
/** How long the link code of a dashboard-link e-mail may save a payout account. */
export const DASHBOARD_LINK_CODE_MINUTES = 60;
/** Staff see a flag on an account changed within this long. */
export const CHANGED_RECENTLY_MS = 24 * 60 * 60 * 1000;
/** A payout still approved (no final word from Paystack) after this long alerts staff. */
export const PAYOUT_STUCK_AFTER_MS = 24 * 60 * 60 * 1000;

export const PAYOUT_REFERENCE_PATTERN = /^[a-z0-9_-]{16,50}$/;
const REFERENCE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** 'qpo-' + 24 random characters: 28 characters in Paystack's allowed transfer-reference form. */
export const newPayoutReference = (): string => `qpo-${randomString(24, REFERENCE_ALPHABET)}`;

export const ACCOUNT_NUMBER_PATTERN = /^\d{10}$/;

/** "******6789": the only form of an account number that leaves the server. */
export const maskAccountNumber = (last4: string): string => `******${last4.slice(-4)}`;

/** Exactly the commissions it pays, in kobo. */
export const payoutAmountKobo = (commissionsNaira: readonly number[]): number =>
  commissionsNaira.reduce((sum, naira) => sum + Math.round(naira * 100), 0);

/** Names compared as staff would: case, punctuation and word order aside. */
export function namesMatch(resolved: string, applicant: string): boolean {
  const words = (name: string) =>
    name
      .toLowerCase()
      .replace(/[^a-z\s]/g, ' ')
      .split(/\s+/)
      .filter(Boolean);
  const resolvedWords = new Set(words(resolved));
  const applicantWords = words(applicant);
  // Every word of the applicant's name in the bank's name (banks add middle names).
  return applicantWords.length > 0 && applicantWords.every((word) => resolvedWords.has(word));
}

/** Words the partner and staff read. */
export const PAYOUT_MESSAGES = {
  staleLink:
    'To change your payout account, open the newest dashboard link we e-mailed you (links work for 60 minutes). You can ask for a new one on the referral login page.',
  unresolvable:
    'That account could not be found at that bank. Check the bank and the 10-digit account number.',
  unknownBank: 'bank_code: is not a bank we can pay into',
  nothingEarned: 'Nothing earned among these commissions is waiting for approval.',
  noAccount: 'This partner has not added a payout account yet.',
  failedForPartner:
    'This payout did not go through. Check your payout account details on this page; we will pay it again once staff approve it.',
} as const;

export const heldMessage = (until: string): string =>
  `This partner's payout account changed recently; payouts to it are held until ${until}.`;
