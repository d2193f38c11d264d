import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { inject } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

export interface LocalModelProduct {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * A second local product, in its own process, whose Q is the production Bedrock adapter talking to
 * the local Bedrock stand-in (LOCAL_BEDROCK=1), so replies stream a few words at a time. The shared
 * product keeps the built-in guide every other test expects; this one shares its DynamoDB Local and
 * table, so what it saves is read back the same way. `web`: serve the built web app (web/dist).
 */
export async function startLocalModelProduct(options: { readonly web: boolean }): Promise<LocalModelProduct> {
  const child: ChildProcess = spawn(tsx, ['functions/local/start.ts', ...(options.web ? [] : ['--dev'])], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      SCHEDULING_PORT: '0',
      LOCAL_BEDROCK: '1',
      DYNAMODB_ENDPOINT: inject('dynamodbEndpoint'),
      TABLE_NAME: inject('tableName'),
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
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
