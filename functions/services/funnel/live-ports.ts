/** Production bindings of the funnel ports: the counters in DynamoDB. */
import { countFunnelStageOnce, readFunnelDays } from '../../adapters/db/funnel-counters.ts';
import { getLaunchRequest } from '../../adapters/db/launch-requests.ts';
import { listOnboardingCreatedBetween } from '../../adapters/db/onboardings.ts';
import { findPaidPaymentForLaunch } from '../../adapters/db/payments.ts';
import { getSetupCall } from '../../adapters/db/setup-calls.ts';
import { logger } from '../../adapters/log.ts';
import type { FunnelPorts } from './funnel.ts';
import type { JourneyFacts } from './journeys.ts';

/** At most this many journeys a period (90 days of a busy quarter); beyond it the funnel counts the oldest. */
const JOURNEY_CAP = 2_000;
/** Journeys read together: each is three key reads. */
const BATCH = 25;

/**
 * The journeys started between two instants, from their records: the onboarding record (one Query
 * of its created-at index), then by key its setup call, paid payment and launch request.
 */
async function readJourneys(fromIso: string, toIso: string): Promise<JourneyFacts[]> {
  const records = await listOnboardingCreatedBetween(fromIso, toIso, JOURNEY_CAP);
  const journeys: JourneyFacts[] = [];
  for (let start = 0; start < records.length; start += BATCH) {
    const batch = records.slice(start, start + BATCH);
    journeys.push(
      ...(await Promise.all(
        batch.map(async (record): Promise<JourneyFacts> => {
          const [call, paid, request] = await Promise.all([
            getSetupCall(record.resume_token),
            findPaidPaymentForLaunch(record.resume_token),
            getLaunchRequest(record.resume_token),
          ]);
          return {
            resume_token: record.resume_token,
            name: record.name,
            business_name: record.business_name,
            last_step: record.last_step,
            stage_completed: record.stage_completed,
            // A call booked and later canceled was still booked, as the day counters count it.
            call_booked: call !== null,
            payment_link_sent: Boolean(record.payment_link_sent_at),
            paid_kobo: paid ? (paid.paid_amount_kobo ?? paid.amount_kobo) : null,
            request_submitted: request?.last_step === 'submitted',
            live: Boolean(record.live_at),
          };
        }),
      )),
    );
  }
  return journeys;
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
