import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { boundedClientConfig } from '../aws-client-config.ts';

let client: SQSClient | undefined;

/** Hands a verified notification to the worker's queue (lib/whatsapp.ts); the webhook answers Meta after this. */
export function sqsEnqueue(queueUrl: string) {
  return async (rawBody: string): Promise<void> => {
    client ??= new SQSClient(boundedClientConfig());
    await client.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: rawBody }));
  };
}
