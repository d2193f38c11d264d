import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { endpoints, region, requiredEnv } from '../env.ts';

interface Clients {
  dynamoDb: DynamoDBClient;
  document: DynamoDBDocumentClient;
}

let clients: Clients | undefined;
let cachedTableName: string | undefined;

/**
 * Created on first use rather than at import, so a test (or the local runtime) can set
 * DYNAMODB_ENDPOINT before any call; after that it is one client per process.
 * Two attempts, a one-second connect timeout and a four-second request timeout: a dead or hung
 * DynamoDB must turn into a quick 503, not a request that hangs until API Gateway gives up.
 */
function create(): Clients {
  const endpoint = endpoints.dynamodb();
  const dynamoDb = new DynamoDBClient({
    region: region(),
    maxAttempts: 2,
    // throwOnRequestTimeout: without it the SDK only logs a warning and a hung server hangs the request.
    requestHandler: { connectionTimeout: 1_000, requestTimeout: 4_000, throwOnRequestTimeout: true },
    ...(endpoint ? { endpoint } : {}),
  });
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
