/**
 * `npm test`: every test, in three vitest processes, the first two side by side.
 *
 *   1. unit, web and infra (no product; CPU-bound, two files at a time), at a lower CPU priority,
 *      and beside them the integration files against a product of their own: four at a time, then
 *      the integration files that need that product to themselves (integration-alone: counts over
 *      a period, the whole outbox, the Paystack sandbox's next transfer), one at a time;
 *   2. then e2e against a fresh product: three files at a time, then e2e-alone (the admin's
 *      password, the bounce list) one at a time.
 *
 * Why: the machine is the limit (two cores, busy through the whole run), so the steps are packed to
 * keep both cores working. Integration files mostly wait (on streams, sandboxes and DynamoDB
 * Local), e2e files keep both cores busy on their own. Beside e2e, integration or the CPU-bound
 * first step made browser waits overrun; beside the first step at equal priority, the files with
 * deadlines took longer than the whole step. At a lower priority the first step only takes what the
 * integration files leave (ARCHITECTURE.md "Suite speed"). vitest runs a project with
 * fileParallelism off after the others of its process, so the alone files still have their
 * product to themselves. The product runs in vitest's main process and reads process.env
 * (test/setup/runtime.ts), so a second product needs a second process.
 *
 * With arguments (`npm test -- --project unit`) it is one `vitest run` with those arguments.
 */
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** vitest's own command (its package exports no path to it; its package.json is exported). */
const vitestBin = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
/** The projects of each process, by name (vitest.config.ts; kept complete by test/unit/architecture). */
export const TEST_PROCESSES = {
  withoutProduct: ['unit', 'unit-isolated', 'web', 'infra'],
  integration: ['integration', 'integration-isolated', 'integration-alone'],
  e2e: ['e2e', 'e2e-alone'],
} as const;

const projectArgs = (names: readonly string[]) => names.map((name) => `--project=${name}`);

interface Finished {
  readonly label: string;
  readonly code: number;
  readonly tests: string;
  readonly seconds: number;
}

/**
 * How a vitest shares the CPU: `yields` runs it (and the workers and tools it starts, which inherit
 * it) at a lower priority, so a process beside it gets a core whenever it asks for one.
 */
type Share = 'yields' | 'equal';

/**
 * The niceness of a process that yields: any positive value puts it behind a process at 0 whenever
 * both want a core; 10 is the conventional "background job" step.
 */
const YIELDING_NICENESS = 10;

/** Runs one vitest; `live` streams its output, otherwise it is printed whole when it ends. */
function run(
  label: string,
  args: readonly string[],
  live: boolean,
  share: Share = 'equal',
): Promise<Finished> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vitestBin, 'run', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    });
    // Set before vitest starts its workers (it is still loading its config), so they inherit it.
    if (share === 'yields' && child.pid !== undefined) setPriority(child.pid, YIELDING_NICENESS);
    const held: Buffer[] = [];
    // The closing "Tests: N passed, N failed" line of test/setup/summary-reporter.ts.
    let tests = 'Tests: no summary (vitest did not finish)';
    let partLine = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (partLine + chunk.toString()).split('\n');
      partLine = lines.pop() ?? '';
      tests = lines.findLast((line) => /^Tests: \d+ passed/.test(line)) ?? tests;
    });
    const take = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      if (live) stream.write(chunk);
      else held.push(chunk);
    };
    child.stdout.on('data', take(process.stdout));
    child.stderr.on('data', take(process.stderr));
    child.on('close', (code, signal) => {
      if (!live) {
        process.stdout.write(`\n──── ${label}: its output, held until it ended ────\n`);
        process.stdout.write(Buffer.concat(held));
        process.stdout.write(`──── end of ${label} ────\n\n`);
      }
      resolve({
        label,
        code: code ?? (signal ? 1 : 0),
        tests,
        seconds: Math.round((Date.now() - started) / 1000),
      });
    });
  });
}

async function main(): Promise<number> {
  const extra = process.argv.slice(2);
  if (extra.length > 0) return (await run('vitest', extra, true)).code;

  const finished = await Promise.all([
    // It yields to the integration files: they wait on their product's streams and sandboxes with
    // deadlines, and the CPU-bound step would otherwise take a core from under them.
    run('unit, web and infra', projectArgs(TEST_PROCESSES.withoutProduct), true, 'yields'),
    run('integration', projectArgs(TEST_PROCESSES.integration), false),
  ]);
  finished.push(await run('e2e', projectArgs(TEST_PROCESSES.e2e), true));

  const counts = finished.map(({ tests }) => /(\d+) passed, (\d+) failed/.exec(tests));
  process.stdout.write('\n');
  for (const { label, code, tests, seconds } of finished)
    process.stdout.write(`  ${label}: ${tests} (exit ${code}, ${seconds} s)\n`);
  if (counts.every((count) => count !== null)) {
    const sum = (index: 1 | 2) => counts.reduce((total, count) => total + Number(count?.[index]), 0);
    process.stdout.write(`Tests: ${sum(1)} passed, ${sum(2)} failed\n`);
  }
  return finished.some(({ code }) => code !== 0) ? 1 : 0;
}

// Run as the command, not when a test imports the list of processes.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main();
}
