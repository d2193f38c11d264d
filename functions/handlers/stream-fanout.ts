import { withLambdaLog } from '../adapters/log.ts';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { sendStreamAlerts } from '../services/alerts/index.ts';
import { staffAlertPorts, streamAlertLookups } from '../services/alerts/live-ports.ts';
import { fanOutChanges } from '../services/realtime/index.ts';
import { fanOutPorts } from '../services/realtime/live-ports.ts';

/**
 * The table's stream: each chat session change becomes a `chat_session_changed` message on every
 * open admin socket. Returns batchItemFailures (report-batch-item-failures) so only the records
 * that could not be delivered are retried and, in the end, reach the dead-letter queue.
 * Beside it, the staff alerts the batch's state changes call for (services/alerts), which never fail it.
 */
export const handler = withLambdaLog(async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const [answer] = await Promise.all([
    fanOutChanges(event.Records, fanOutPorts()),
    sendStreamAlerts(event.Records, staffAlertPorts(), streamAlertLookups),
  ]);
  return answer;
});
