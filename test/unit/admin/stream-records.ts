import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';

let sequence = 100;

/** A stream record as the Lambda event source mapping delivers it (keys and images as AttributeValues). */
export function streamRecord(options: {
  pk: string;
  sk: string;
  eventName?: 'INSERT' | 'MODIFY' | 'REMOVE';
  newImage?: Record<string, AttributeValue>;
}): DynamoDBRecord {
  sequence += 1;
  return {
    eventID: `event-${sequence}`,
    eventName: options.eventName ?? 'MODIFY',
    eventSource: 'aws:dynamodb',
    eventVersion: '1.1',
    awsRegion: 'eu-west-1',
    dynamodb: {
      Keys: { pk: { S: options.pk }, sk: { S: options.sk } },
      NewImage: options.newImage ?? { pk: { S: options.pk }, sk: { S: options.sk } },
      SequenceNumber: String(sequence).padStart(21, '0'),
      SizeBytes: 100,
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    },
  };
}

export const chatSessionRecord = (
  sessionId: string,
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE' = 'MODIFY',
  newImage?: Record<string, AttributeValue>,
) => streamRecord({ pk: `chat#${sessionId}`, sk: 'session', eventName, newImage });
