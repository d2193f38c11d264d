import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { chatSessionLayout } from '../../functions/adapters/db/layouts/chat-session.ts';
import { ownTableName } from './own-table.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

/** A message as the chat session stores it: what the tests compare. */
export interface StoredMessage {
  readonly role: string;
  readonly content: string;
}

export interface LocalModelProduct {
  readonly url: string;
  /** The conversation this product stored for a chat session (empty when there is none yet). */
  storedConversation(sessionId: string): Promise<readonly StoredMessage[]>;
  stop(): Promise<void>;
}

/**
 * A second local product, in its own process, whose Q is the production Bedrock adapter talking to
 * the local Bedrock stand-in (LOCAL_BEDROCK=1), so replies stream a few words at a time. The shared
 * product keeps the built-in guide every other test expects. This one shares its DynamoDB Local but
 * not its table (own-table.ts says why); what it saves is read back from its table by key.
 * `web`: serve the built web app (web/dist).
 */
export async function startLocalModelProduct(options: { readonly web: boolean }): Promise<LocalModelProduct> {
  const tableName = ownTableName('local-model');
  const child: ChildProcess = spawn(tsx, ['functions/local/start.ts', ...(options.web ? [] : ['--dev'])], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      SCHEDULING_PORT: '0',
      LOCAL_BEDROCK: '1',
      DYNAMODB_ENDPOINT: inject('dynamodbEndpoint'),
      TABLE_NAME: tableName,
      LOCAL_EDGE_SECRET: inject('edgeSecret'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the product did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const found = /Quarter is running at\s+(http:\/\/\S+)/.exec(output)?.[1];
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the product exited (${code}):\n${output}`));
    });
  });
  const documents = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: inject('dynamodbEndpoint'),
      region: 'eu-west-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  return {
    url,
    async storedConversation(sessionId) {
      const { Item } = await documents.send(
        new GetCommand({
          TableName: tableName,
          Key: chatSessionLayout.key({ session_id: sessionId }),
          ConsistentRead: true,
        }),
      );
      return (Item?.conversation_data as StoredMessage[] | undefined) ?? [];
    },
    stop: () =>
      new Promise<void>((resolve) => {
        documents.destroy();
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
