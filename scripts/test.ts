/**
 * `npm test`: every test, in three vitest processes, the first two side by side.
 *
 *   1. unit, web and infra (no product; CPU-bound, two files at a time), and beside them the files
 *      that need a product to themselves (integration-alone, e2e-alone: counts over a period, the
 *      whole outbox, the admin's password; test/setup/integration-alone.ts, e2e-alone.ts), one at a
 *      time against a product of their own;
 *   2. then integration and e2e against a fresh shared product.
 *
 * Why: in one vitest the alone files ran last, one at a time, for about 160 s in which the machine
 * was half idle. The product runs in vitest's main process and reads process.env
 * (test/setup/runtime.ts), so a second product needs a second process. They run beside the first
 * step, not beside integration or e2e: with them there, a stream's staff alert and a list's reads
 * overran their waits (ARCHITECTURE.md "Suite speed").
 *
 * With arguments (`npm test -- --project unit`) it is one `vitest run` with those arguments.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** vitest's own command (its package exports no path to it; its package.json is exported). */
const vitestBin = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
/** The projects of each process, by name (vitest.config.ts; kept complete by test/unit/architecture). */
export const TEST_PROCESSES = {
  withoutProduct: ['unit', 'unit-isolated', 'web', 'infra'],
  alone: ['integration-alone', 'e2e-alone'],
  sharedProduct: ['integration', 'integration-isolated', 'e2e'],
} as const;

const projectArgs = (names: readonly string[]) => names.map((name) => `--project=${name}`);

interface Finished {
  readonly label: string;
  readonly code: number;
  readonly tests: string;
}

/** Runs one vitest; `live` streams its output, otherwise it is printed whole when it ends. */
function run(label: string, args: readonly string[], live: boolean): Promise<Finished> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vitestBin, 'run', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    });
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
      resolve({ label, code: code ?? (signal ? 1 : 0), tests });
    });
  });
}

async function main(): Promise<number> {
  const extra = process.argv.slice(2);
  if (extra.length > 0) return (await run('vitest', extra, true)).code;

  const finished = await Promise.all([
    run('unit, web and infra', projectArgs(TEST_PROCESSES.withoutProduct), true),
    run('the files that need a product alone', projectArgs(TEST_PROCESSES.alone), false),
  ]);
  finished.push(await run('integration and e2e', projectArgs(TEST_PROCESSES.sharedProduct), true));

  const counts = finished.map(({ tests }) => /(\d+) passed, (\d+) failed/.exec(tests));
  process.stdout.write('\n');
  for (const { label, code, tests } of finished)
    process.stdout.write(`  ${label}: ${tests} (exit ${code})\n`);
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
