import type { SQSClient } from '@aws-sdk/client-sqs';
import { whatsappMessageGroup } from '../../domain/whatsapp/message-group.ts';
import { boundedClientConfig } from '../aws-client-config.ts';

type Sqs = typeof import('@aws-sdk/client-sqs');
let sqs: Promise<{ sdk: Sqs; client: SQSClient }> | undefined;

/**
 * The SQS client and its SDK, made on the first enqueue: the whatsapp-worker Lambda shares this
 * module's composition root (services/whatsapp/live-ports.ts) but never enqueues, and the SDK was
 * part of its cold start (issue #31).
 */
function sqsClient(): Promise<{ sdk: Sqs; client: SQSClient }> {
  sqs ??= import('@aws-sdk/client-sqs').then((sdk) => ({
    sdk,
    client: new sdk.SQSClient(boundedClientConfig()),
  }));
  return sqs;
}

/**
 * Hands a verified notification to the worker's FIFO queue (lib/whatsapp.ts) in its message group
 * (domain/whatsapp/message-group.ts: a founder's messages in order, statuses each on their own); the
 * queue's content-based deduplication drops Meta's resending of the same notification within five
 * minutes. The webhook answers Meta after this.
 */
export function sqsEnqueue(queueUrl: string) {
  return async (rawBody: string): Promise<void> => {
    const { sdk, client } = await sqsClient();
    await client.send(
      new sdk.SendMessageCommand({
        QueueUrl: queueUrl,
        MessageBody: rawBody,
        MessageGroupId: whatsappMessageGroup(rawBody),
      }),
    );
  };
}

type Deliver = (rawBody: string) => Promise<void>;

let inProcess: Deliver | undefined;

/**
 * Local only (functions/local/whatsapp/queue.ts): with no SQS, the local runtime hands each
 * notification to the whatsapp-worker handler itself. Registered from outside rather than imported
 * here, so the webhook's Lambda bundle carries no worker (and none of Q) on its one path: verify, enqueue.
 */
export function deliverWhatsappInProcess(deliver: Deliver): void {
  inProcess = deliver;
}

/** SQS when WHATSAPP_QUEUE_URL is set (AWS), otherwise the local runtime's in-process delivery. */
export function whatsappQueue(queueUrl: string | undefined): Deliver {
  if (queueUrl) return sqsEnqueue(queueUrl);
  return (rawBody) => {
    if (!inProcess) throw new Error('WHATSAPP_QUEUE_URL is not set and no local worker is running');
    return inProcess(rawBody);
  };
}
