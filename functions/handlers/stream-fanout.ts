import { withLambdaLog } from '../adapters/log.ts';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { fanOutChanges } from '../services/realtime/index.ts';
import { fanOutPorts } from '../services/realtime/live-ports.ts';

/**
 * The table's stream: each chat session change becomes a `chat_session_changed` message, and each
 * change to a journey's record (onboarding, launch request, payment, setup call, prospect) a
 * `record_changed` message, on every open admin socket. Returns batchItemFailures (report-batch-item-failures) so only the records
 * that could not be delivered are retried and, in the end, reach the dead-letter queue.
 */
export const handler = withLambdaLog(async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> =>
  fanOutChanges(event.Records, fanOutPorts()),
);
