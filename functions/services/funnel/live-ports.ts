/** Production bindings of the funnel ports: the counters in DynamoDB. */
import { countFunnelStageOnce, readFunnelDays } from '../../adapters/db/funnel-counters.ts';
import { getLaunchRequestsOf } from '../../adapters/db/launch-requests.ts';
import { listOnboardingCreatedBetween } from '../../adapters/db/onboardings.ts';
import { findPaidPaymentForLaunch } from '../../adapters/db/payments.ts';
import { getSetupCallsOf } from '../../adapters/db/setup-calls.ts';
import { logger } from '../../adapters/log.ts';
import type { Payment } from '../../domain/contracts/records/index.ts';
import type { FunnelPorts } from './funnel.ts';
import type { JourneyFacts } from './journeys.ts';

/** At most this many journeys a period (90 days of a busy quarter); beyond it the funnel counts the oldest. */
const JOURNEY_CAP = 2_000;
/** Launches whose payments are looked up together (a Query and a read each). */
const PAYMENT_READS = 25;

/**
 * The journeys started between two instants, from their records: the onboarding records (one Query
 * of their created-at index), their setup calls and launch requests in batch reads of 100, and the
 * paid payment of only those launches that have a launch request. A paid setup fee always opens the
 * launch's request (services/payments/confirm.ts), so a launch without one has not paid. Read one
 * by one, a busy period's journeys were thousands of round trips: on DynamoDB Local the funnel took
 * 10 s for 1,500 journeys, and staff waited on "Loading the funnel…".
 */
async function readJourneys(fromIso: string, toIso: string): Promise<JourneyFacts[]> {
  const records = await listOnboardingCreatedBetween(fromIso, toIso, JOURNEY_CAP);
  const tokens = records.map((record) => record.resume_token);
  const [calls, requests] = await Promise.all([getSetupCallsOf(tokens), getLaunchRequestsOf(tokens)]);
  const paid = new Map<string, Payment>();
  const requested = [...requests.keys()];
  for (let start = 0; start < requested.length; start += PAYMENT_READS) {
    await Promise.all(
      requested.slice(start, start + PAYMENT_READS).map(async (token) => {
        const payment = await findPaidPaymentForLaunch(token);
        if (payment) paid.set(token, payment);
      }),
    );
  }
  return records.map((record): JourneyFacts => {
    const payment = paid.get(record.resume_token);
    return {
      resume_token: record.resume_token,
      name: record.name,
      business_name: record.business_name,
      last_step: record.last_step,
      stage_completed: record.stage_completed,
      // A call booked and later canceled was still booked, as the day counters count it.
      call_booked: calls.has(record.resume_token),
      payment_link_sent: Boolean(record.payment_link_sent_at),
      paid_kobo: payment ? (payment.paid_amount_kobo ?? payment.amount_kobo) : null,
      request_submitted: requests.get(record.resume_token)?.last_step === 'submitted',
      live: Boolean(record.live_at),
    };
  });
}

let ports: FunnelPorts | undefined;

export function funnelPorts(): FunnelPorts {
  const log = logger('funnel');
  ports ??= {
    countOnce: countFunnelStageOnce,
    readDays: readFunnelDays,
    readJourneys,
    now: () => Date.now(),
    log: { warn: (message, details) => log.warn(message, details) },
  };
  return ports;
}
