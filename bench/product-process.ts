import { randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot } from './web-routes.ts';

/** The bench's proof that it stands in for CloudFront: it may then name each request's viewer. */
export const BENCH_EDGE_SECRET = randomUUID();

export interface ProductProcess {
  readonly url: string;
  readonly dynamodbEndpoint: string;
  readonly tableName: string;
  stop(): Promise<void>;
}

/** Starts bench/serve-product.ts under tsx and waits for its address line (DynamoDB Local start included). */
export async function startProductProcess(timeoutMs = 120_000): Promise<ProductProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'bench', 'serve-product.ts')],
    {
      cwd: repoRoot,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: {
        ...process.env,
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        // Lets the bench name its viewers, as CloudFront does on AWS (functions/local/gateway/api-event.ts).
        LOCAL_EDGE_SECRET: BENCH_EDGE_SECRET,
      },
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4_000)));
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const ready = new Promise<{ url: string; dynamodbEndpoint: string; tableName: string }>(
    (resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the product did not start within ${timeoutMs} ms: ${stderr}`)),
        timeoutMs,
      );
      lines.once('line', (line) => {
        clearTimeout(timer);
        try {
          resolve(JSON.parse(line) as { url: string; dynamodbEndpoint: string; tableName: string });
        } catch {
          reject(new Error(`unexpected output from the product: ${line}`));
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the product exited (${code}) before it was ready: ${stderr.trim()}`));
      });
    },
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  try {
    const address = await ready;
    lines.on('line', () => undefined);
    return { ...address, stop };
  } catch (error: unknown) {
    await stop();
    throw error;
  }
}
