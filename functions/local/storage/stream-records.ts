import type {
  AttributeValue as SdkAttributeValue,
  _Record as SdkStreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';

/** The SDK hands binary as bytes; Lambda's stream event carries it as base64 text. */
export function lambdaAttribute(value: SdkAttributeValue): AttributeValue {
  if (value.B !== undefined) return { B: Buffer.from(value.B).toString('base64') };
  if (value.BS !== undefined) return { BS: value.BS.map((bytes) => Buffer.from(bytes).toString('base64')) };
  if (value.L !== undefined) return { L: value.L.map(lambdaAttribute) };
  if (value.M !== undefined) return { M: lambdaImage(value.M) };
  if (value.S !== undefined) return { S: value.S };
  if (value.N !== undefined) return { N: value.N };
  if (value.BOOL !== undefined) return { BOOL: value.BOOL };
  if (value.NULL !== undefined) return { NULL: value.NULL };
  if (value.SS !== undefined) return { SS: value.SS };
  if (value.NS !== undefined) return { NS: value.NS };
  throw new Error('Unknown attribute value in stream record');
}

export function lambdaImage(image: Record<string, SdkAttributeValue>): Record<string, AttributeValue> {
  return Object.fromEntries(Object.entries(image).map(([name, value]) => [name, lambdaAttribute(value)]));
}

/** One record as the Lambda event source mapping delivers it. */
export function lambdaStreamRecord(
  record: SdkStreamRecord,
  streamArn: string,
  region: string,
): DynamoDBRecord {
  const change = record.dynamodb ?? {};
  const created = change.ApproximateCreationDateTime;
  const converted: DynamoDBRecord = {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion ?? '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: region,
    eventSourceARN: streamArn,
    dynamodb: {
      ApproximateCreationDateTime: created ? Math.floor(new Date(created).getTime() / 1000) : undefined,
      Keys: change.Keys ? lambdaImage(change.Keys) : undefined,
      NewImage: change.NewImage ? lambdaImage(change.NewImage) : undefined,
      OldImage: change.OldImage ? lambdaImage(change.OldImage) : undefined,
      SequenceNumber: change.SequenceNumber,
      SizeBytes: change.SizeBytes,
      StreamViewType: change.StreamViewType,
    },
  };
  if (record.userIdentity) converted.userIdentity = { ...record.userIdentity };
  return converted;
}
