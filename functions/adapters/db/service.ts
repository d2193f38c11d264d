import { chatDayCounterEntity } from './entities/chat-day-counter.ts';
import { chatSessionEntity } from './entities/chat-session.ts';
import { emailClaimEntity } from './entities/email-claim.ts';
import { launchRequestEntity } from './entities/launch-request.ts';
import { leadEntity } from './entities/lead.ts';
import { onboardingEntity } from './entities/onboarding.ts';
import { otpChallengeEntity } from './entities/otp-challenge.ts';
import { paymentEntity } from './entities/payment.ts';
import { payoutEntity } from './entities/payout.ts';
import { dashboardLinkCodeEntity, payoutAccountEntity } from './entities/payout-account.ts';
import { rateCounterEntity } from './entities/rate-counter.ts';
import { referralActivityEntity } from './entities/referral-activity.ts';
import { referralApplicantEntity } from './entities/referral-applicant.ts';
import { wsConnectionEntity } from './entities/ws-connection.ts';
import { serviceOf } from './service-of.ts';

/** Every entity of the one table; transactions span entities through `transaction.write`. */
export const quarterEntities = {
  chatSession: chatSessionEntity,
  chatDayCounter: chatDayCounterEntity,
  launchRequest: launchRequestEntity,
  onboarding: onboardingEntity,
  referralApplicant: referralApplicantEntity,
  referralActivity: referralActivityEntity,
  emailClaim: emailClaimEntity,
  payment: paymentEntity,
  lead: leadEntity,
  otpChallenge: otpChallengeEntity,
  rateCounter: rateCounterEntity,
  wsConnection: wsConnectionEntity,
  payout: payoutEntity,
  payoutAccount: payoutAccountEntity,
  dashboardLinkCode: dashboardLinkCodeEntity,
};

/**
 * Every entity, bound, and cross-entity transactions (test/unit checks that the entities still join
 * one Service).
 */
export const db = serviceOf(quarterEntities);
