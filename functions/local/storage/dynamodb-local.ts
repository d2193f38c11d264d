import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';

export interface DynamoDbLocalOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Keep data in this folder between runs; in memory when absent. */
  dataDir?: string;
  /** How long to wait for the first answer; Java start-up on a slow machine can take a while. */
  startTimeoutMs?: number;
}

export interface DynamoDbLocal {
  endpoint: string;
  /** The java process, for diagnostics. */
  pid: number | undefined;
  stop(): Promise<void>;
}

const JAVA_MISSING =
  'Java 17+ is required for DynamoDB Local: install a JDK (e.g. apt-get install openjdk-17-jre-headless) and retry';

function emulatorFolder(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('amplify-dynamodb-simulator/package.json')), 'emulator');
}

/** Fails early with one actionable line instead of a Java stack trace or a silent hang. */
function checkJava(): void {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8', timeout: 15_000 });
  if (probe.error || probe.status !== 0) throw new Error(JAVA_MISSING);
  const version = /version "(\d+)(?:\.(\d+))?/.exec(`${probe.stderr}${probe.stdout}`);
  const major = version ? Number(version[1] === '1' ? version[2] : version[1]) : 0;
  if (major < 17) throw new Error(JAVA_MISSING);
}

/**
 * The JVM's C1 compiler only, and one garbage-collector thread. DynamoDB Local here holds a few
 * thousand items and runs beside the tests, Chromium and Lighthouse on two cores; its C2 compiler
 * threads were the largest thing it did: 15 s of CPU in a 2-minute integration run, in bursts that
 * took a core from a browser page being measured. With these flags the same run's Java used about
 * 19 s of CPU instead of 32, its requests were answered as fast, and all 604 tests passed.
 */
const JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

function portProbe(port: number): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} is already in use: stop what is listening there or choose another DynamoDB Local port`,
            )
          : error,
      );
    });
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const chosen = typeof address === 'object' && address ? address.port : port;
      server.close(() => resolvePort(chosen));
    });
  });
}

async function answers(endpoint: string): Promise<boolean> {
  try {
    // Any HTTP answer (DynamoDB replies 400 to an unsigned GET) means the server is up.
    await fetch(endpoint, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}

/** One listener set for every child, so many starts do not pile up process listeners. */
const running = new Set<ChildProcess>();
const killAll = () => {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
};
const onSignal = (signal: NodeJS.Signals) => {
  // npm start stops the product in order on Ctrl-C (the stream poller before the table); killing
  // Java first would fail its last polls. Its exit still kills whatever is left ('exit' above).
  if (process.listenerCount(signal) > 1) return;
  killAll();
  process.off('SIGINT', onSignal);
  process.off('SIGTERM', onSignal);
  // Restore the default (terminate) unless someone else handles the signal.
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
};
function track(child: ChildProcess): void {
  if (running.size === 0) {
    process.on('exit', killAll);
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  }
  running.add(child);
  child.once('exit', () => {
    running.delete(child);
    if (running.size === 0) {
      process.off('exit', killAll);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    }
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 3_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts DynamoDB Local (the jar shipped in amplify-dynamodb-simulator) as a child process and
 * resolves once it answers HTTP. The child dies with this process, including on Ctrl+C.
 */
export async function startDynamoDbLocal(options: DynamoDbLocalOptions = {}): Promise<DynamoDbLocal> {
  checkJava();
  const port = await portProbe(options.port ?? 0);
  const emulator = emulatorFolder();
  // -sharedDb: one database whatever credentials or region a client signs with.
  const storage = options.dataDir ? ['-dbPath', resolve(options.dataDir)] : ['-inMemory'];
  if (options.dataDir) mkdirSync(resolve(options.dataDir), { recursive: true });
  const child = spawn(
    'java',
    [
      ...JVM_OPTIONS,
      `-Djava.library.path=${join(emulator, 'DynamoDBLocal_lib')}`,
      '-jar',
      join(emulator, 'DynamoDBLocal.jar'),
      ...storage,
      '-sharedDb',
      '-port',
      String(port),
    ],
    { cwd: emulator, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  track(child);
  let output = '';
  const remember = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4_000);
  };
  child.stdout?.on('data', remember);
  child.stderr?.on('data', remember);

  const endpoint = `http://127.0.0.1:${port}`;
  const failure = new Promise<never>((_, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(JAVA_MISSING) : error),
    );
    child.once('exit', (code) => {
      const busy = /Address already in use|BindException/i.test(output);
      reject(
        new Error(
          busy
            ? `Port ${port} is already in use: stop what is listening there or choose another DynamoDB Local port`
            : `DynamoDB Local exited (code ${code}) before answering: ${output.trim().split('\n').pop() ?? ''}`,
        ),
      );
    });
  });
  failure.catch(() => undefined);

  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  const ready = (async () => {
    while (!exited && Date.now() < deadline) {
      if (await answers(endpoint)) return;
      await new Promise((wait) => setTimeout(wait, 150));
    }
    throw new Error(
      `DynamoDB Local did not answer on ${endpoint} within ${options.startTimeoutMs ?? 60_000} ms`,
    );
  })();
  ready.catch(() => undefined);

  try {
    await Promise.race([ready, failure]);
  } catch (error: unknown) {
    await stopChild(child);
    throw error;
  }
  child.stdout?.off('data', remember);
  child.stderr?.off('data', remember);
  child.stdout?.resume();
  child.stderr?.resume();
  return { endpoint, pid: child.pid, stop: () => stopChild(child) };
}
