/**
 * Referral payouts (issue #29): the partner's payout account, staff approval, Paystack transfers,
 * their webhooks and the reconcile. Each use case takes its ports first; `live-ports.ts` builds them.
 */
export {
  listPayoutBanks,
  resolvePayoutAccount,
  savePayoutAccount,
  payoutAccountOf,
  payoutAccountView,
  revealPayoutAccount,
} from './account.ts';
export { approvePayout, payoutAnswer, ALREADY_IN_PAYOUT_MESSAGE } from './approve.ts';
export {
  handleTransferEvent,
  isTransferEvent,
  TRANSFER_EVENTS,
  type TransferEventOutcome,
} from './transfer-events.ts';
export { reconcilePayouts } from './reconcile.ts';
export { activityPayoutFields, businessNameOf, earnedOf, listPartnerPayouts } from './views.ts';
export { payoutAccountChangedEmail, payoutAlertEmail } from './emails.ts';
export { OTP_MESSAGE } from './settle.ts';
export type * from './ports.ts';
