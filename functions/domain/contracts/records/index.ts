/**
 * Every stored record, described once. Services, ports and adapters take their types from here
 * (whole, or a Pick/Omit of them) instead of declaring the fields again.
 */
export * from './ai-failure-report.ts';
export * from './bookkeeping.ts';
export * from './chat-session.ts';
export * from './launch-request.ts';
export * from './lead.ts';
export * from './mail-event.ts';
export * from './onboarding.ts';
export * from './otp-challenge.ts';
export * from './payment.ts';
export * from './prospect.ts';
export * from './referral-activity.ts';
export * from './referral-applicant.ts';
export * from './referral-short-link.ts';
export * from './ws-connection.ts';
export type { SetupCall } from '../setup-call.ts';

/** Fields K of record T that a caller must give, and give a value: none of them may be null. */
export type Given<T, K extends keyof T> = { readonly [P in K]: NonNullable<T[P]> };
export * from './payout.ts';
export * from './payout-account.ts';
export * from './q-chat-link.ts';
