import type { PaidLaunch, PaidPaymentOf } from './paid.ts';

/**
 * What the launch's referral completion answers (the referral area's markBusinessLive): the
 * commission an activity earned, or that the launch was not referred. Said here in the launch's
 * own terms, so this area needs none of the referral area's types.
 */
export type ReferralCompletion =
  | {
      readonly outcome: 'completed' | 'already_completed' | 'not_pending';
      readonly activity: { readonly commission_earned: number };
    }
  | { readonly outcome: 'not_referred' };

export interface LaunchLog {
  info(message: string, fields?: Record<string, unknown>): void;
}

/** What marking a launch live needs. */
export interface LaunchPorts {
  readonly paidPaymentOf: PaidPaymentOf;
  /** Stamps the launch's onboarding record live; the first stamp stays. */
  readonly stampLive: (resumeToken: string, at: string) => Promise<void>;
  /** Completes the launch's referral, if any, on the setup fee that was paid (once). */
  readonly completeReferral: (resumeToken: string, paid: PaidLaunch) => Promise<ReferralCompletion>;
  readonly log: LaunchLog;
  readonly now: () => number;
}
