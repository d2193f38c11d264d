import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateTableCommand, DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { startDynamoDbLocal } from '../../../functions/local/storage/dynamodb-local.ts';
import { waitFor } from '../../setup/wait-for.ts';

const childScript = fileURLToPath(new URL('./fixtures/launcher-child.ts', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Waits for the process to end; throws, naming it, if it is still alive after `withinMs`. */
async function waitUntilGone(pid: number, withinMs: number): Promise<boolean> {
  await waitFor(
    `java process ${pid} to end`,
    () => isAlive(pid),
    (alive) => !alive,
    { timeoutMs: withinMs },
  );
  return true;
}

const clientFor = (endpoint: string) =>
  new DynamoDBClient({
    endpoint,
    region: 'eu-west-1',
    credentials: { accessKeyId: 'l', secretAccessKey: 'l' },
  });

describe('DynamoDB Local launcher', () => {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('explains in one line that Java is needed when java cannot be found', async () => {
    const path = process.env.PATH;
    process.env.PATH = mkdtempSync(join(tmpdir(), 'no-java-'));
    cleanups.push(() => {
      rmSync(process.env.PATH ?? '', { recursive: true, force: true });
      process.env.PATH = path;
    });

    await expect(startDynamoDbLocal()).rejects.toThrow(
      'Java 17+ is required for DynamoDB Local: install a JDK (e.g. apt-get install openjdk-17-jre-headless) and retry',
    );
  });

  it('names a busy port instead of failing obscurely', async () => {
    const server: Server = createServer();
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    cleanups.push(() => new Promise((closed) => server.close(closed)));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    await expect(startDynamoDbLocal({ port })).rejects.toThrow(`Port ${port} is already in use`);
  });

  it('keeps tables in dataDir across restarts and stops its java process', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ddb-data-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

    const first = await startDynamoDbLocal({ dataDir });
    const client = clientFor(first.endpoint);
    await client.send(
      new CreateTableCommand({
        TableName: 'kept',
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
      }),
    );
    client.destroy();
    await first.stop();
    expect(await waitUntilGone(first.pid ?? 0, 5_000)).toBe(true);

    const second = await startDynamoDbLocal({ dataDir });
    cleanups.push(() => second.stop());
    const again = clientFor(second.endpoint);
    const tables = await again.send(new ListTablesCommand({}));
    again.destroy();
    expect(tables.TableNames).toContain('kept');
  });

  // SIGTERM takes the same path as SIGINT; one java start per case is slow enough on CI.
  it.each([
    ['is interrupted (Ctrl+C)', 'SIGINT'],
    ['exits by itself', 'exit'],
  ])('leaves no java process behind when its parent %s', async (_label, ending) => {
    // One node process (tsx as a loader, not its CLI wrapper), so the signal reaches the launcher itself.
    const parent = spawn(process.execPath, ['--import', 'tsx', childScript, ending], {
      cwd: repositoryRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    cleanups.push(() => parent.kill('SIGKILL'));
    const report = await new Promise<{ pid: number }>((resolve, reject) => {
      let text = '';
      parent.stdout.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
        const line = text.split('\n').find((candidate) => candidate.startsWith('{'));
        if (line) resolve(JSON.parse(line) as { pid: number });
      });
      parent.once('exit', (code) => reject(new Error(`launcher child exited early (${code}): ${text}`)));
    });
    if (ending !== 'exit') {
      expect(isAlive(report.pid)).toBe(true);
      parent.kill(ending as NodeJS.Signals);
    }

    expect(await waitUntilGone(report.pid, 10_000)).toBe(true);
  });
});
