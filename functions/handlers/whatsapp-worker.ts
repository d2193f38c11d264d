import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { withLambdaLog } from '../adapters/log.ts';
import { processWhatsappNotification } from '../services/whatsapp/handle-notification.ts';
import { whatsappWorkerPorts } from '../services/whatsapp/live-ports.ts';

/**
 * The WhatsApp queue's consumer (lib/whatsapp.ts): each verified notification answered and
 * recorded. A notification that failed is reported back (report-batch-item-failures) and delivered
 * again; after the queue's receive count it lands in the dead-letter queue, which alarms (RUNBOOK.md).
 * A retried notification never replies twice: each message is stored under its wamid first.
 */
export const handler = withLambdaLog(async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      await processWhatsappNotification(whatsappWorkerPorts(), record.body);
    } catch {
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
});
