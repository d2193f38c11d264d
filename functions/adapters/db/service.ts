import { Service } from 'electrodb';
import { documentClient, tableName } from './client.ts';
import { chatDayCounterEntity } from './entities/chat-day-counter.ts';
import { chatSessionEntity } from './entities/chat-session.ts';
import { emailClaimEntity } from './entities/email-claim.ts';
import { launchRequestEntity } from './entities/launch-request.ts';
import { leadEntity } from './entities/lead.ts';
import { onboardingEntity } from './entities/onboarding.ts';
import { otpChallengeEntity } from './entities/otp-challenge.ts';
import { paymentEntity } from './entities/payment.ts';
import { rateCounterEntity } from './entities/rate-counter.ts';
import { referralActivityEntity } from './entities/referral-activity.ts';
import { referralApplicantEntity } from './entities/referral-applicant.ts';
import { wsConnectionEntity } from './entities/ws-connection.ts';

/** Every entity of the one table; transactions span entities through this service. */
const quarter = new Service({
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
});

let bound = false;

/** The service with client and table attached on first use (see client.ts for why not at import). */
export function db(): typeof quarter {
  if (!bound) {
    quarter.setClient(documentClient());
    quarter.setTableName(tableName());
    bound = true;
  }
  return quarter;
}
