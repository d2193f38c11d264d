import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client.ts';

/**
 * One item per signed webhook delivery the product accepted, keyed by its signature: a delivery
 * sent again (a replay) finds its item and is refused. Kept past the signature's tolerance, after
 * which its timestamp alone refuses it.
 */
const key = (provider: string, signature: string) => ({
  pk: `webhook-delivery#${provider}#${signature}`,
  sk: 'delivery',
});

/** True the first time this signature is seen; false when it was accepted before. */
export async function claimWebhookDelivery(
  provider: string,
  signature: string,
  keepUntilSeconds: number,
): Promise<boolean> {
  try {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key(provider, signature), ttl: keepUntilSeconds },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error: unknown) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** Forgets a claim, for a delivery the product failed to record (the sender may try it again). */
export async function releaseWebhookDelivery(provider: string, signature: string): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: key(provider, signature) }));
}
