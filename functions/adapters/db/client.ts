import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamoDbCallLimits } from '../../domain/timeouts.ts';
import { boundedClientConfig } from '../aws-client-config.ts';
import { endpoints, requiredEnv } from '../env.ts';

interface Clients {
  dynamoDb: DynamoDBClient;
  document: DynamoDBDocumentClient;
}

let clients: Clients | undefined;
let cachedTableName: string | undefined;

/**
 * Created on first use rather than at import, so a test (or the local runtime) can set
 * DYNAMODB_ENDPOINT before any call; after that it is one client per process.
 * Two attempts, a one-second connect timeout and a four-second request timeout (dynamoDbCallLimits):
 * a dead or hung DynamoDB must turn into a quick 503, not a request that hangs until API Gateway
 * gives up. A Cognito trigger's process takes its own, shorter limits (aws-client-config.ts).
 */
function create(): Clients {
  const dynamoDb = new DynamoDBClient(boundedClientConfig(endpoints.dynamodb(), dynamoDbCallLimits));
  const document = DynamoDBDocumentClient.from(dynamoDb, {
    marshallOptions: { removeUndefinedValues: true },
  });
  return { dynamoDb, document };
}

export function dynamoDbClient(): DynamoDBClient {
  clients ??= create();
  return clients.dynamoDb;
}

export function documentClient(): DynamoDBDocumentClient {
  clients ??= create();
  return clients.document;
}

/** The table every entity lives in; fails naming TABLE_NAME when it is not set. */
export function tableName(): string {
  cachedTableName ??= requiredEnv('TABLE_NAME');
  return cachedTableName;
}
