import { withLambdaLog } from '../adapters/log.ts';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { sendStreamAlerts } from '../services/alerts/send-stream-alerts.ts';
import { staffAlertPorts, streamAlertPorts } from '../services/alerts/live-ports.ts';
import { fanOutChanges } from '../services/realtime/fan-out.ts';
import { fanOutPorts } from '../services/realtime/live-ports.ts';
import { countFunnel } from '../services/funnel/funnel.ts';
import { funnelPorts } from '../services/funnel/live-ports.ts';

/**
 * The table's stream: each chat session change becomes a `chat_session_changed` message, and each
 * change to a journey's record (onboarding, launch request, payment, setup call, prospect) a
 * `record_changed` message, on every open admin socket; each funnel stage a journey reaches is
 * counted once (services/funnel); and the staff alerts the batch's state changes call for are sent
 * (services/alerts), which never fail the batch.
 * Returns batchItemFailures (report-batch-item-failures) so only the records that could not be
 * delivered or counted are retried and, in the end, reach the dead-letter queue; a retried record
 * is counted once (its marker), alerted once (its record) and re-posted as a harmless refetch.
 */
export const handler = withLambdaLog(async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const [counted, fannedOut] = await Promise.all([
    countFunnel(event.Records, funnelPorts()),
    fanOutChanges(event.Records, fanOutPorts()),
    sendStreamAlerts(event.Records, staffAlertPorts(), streamAlertPorts()),
  ]);
  const failures = new Map(
    [...counted.batchItemFailures, ...fannedOut.batchItemFailures].map((failure) => [
      failure.itemIdentifier,
      failure,
    ]),
  );
  return { batchItemFailures: [...failures.values()] };
});
