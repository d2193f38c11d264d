import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client.ts';

/**
 * Single-use tickets for the admin live-refresh socket (issue #16): the browser cannot set headers
 * on a WebSocket, and a bearer token in the URL would land in CloudFront and S3 access logs. The
 * ticket is what the URL carries instead: random, good for one connection within a minute, and
 * consumed by the conditional delete that reads it.
 */
export interface LiveTicket {
  readonly ticket: string;
  readonly userSub: string;
  /** Epoch seconds after which the ticket opens nothing. */
  readonly expiresAt: number;
}

const key = (ticket: string) => ({ pk: `ws-ticket#${ticket}`, sk: 'ticket' });

export async function putLiveTicket(ticket: LiveTicket): Promise<void> {
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...key(ticket.ticket),
        user_sub: ticket.userSub,
        expires_at: ticket.expiresAt,
        // DynamoDB's TTL removes stale tickets within a day or two; expires_at is what counts.
        ttl: ticket.expiresAt + 3600,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Deletes the ticket and answers what it held, or undefined when it never existed or was used. */
export async function redeemLiveTicket(ticket: string): Promise<LiveTicket | undefined> {
  try {
    const { Attributes } = await documentClient().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: key(ticket),
        ConditionExpression: 'attribute_exists(pk)',
        ReturnValues: 'ALL_OLD',
      }),
    );
    if (typeof Attributes?.user_sub !== 'string' || typeof Attributes.expires_at !== 'number')
      return undefined;
    return { ticket, userSub: Attributes.user_sub, expiresAt: Attributes.expires_at };
  } catch (error: unknown) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
}
