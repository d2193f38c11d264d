import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { e2eAlone } from './test/setup/e2e-alone.ts';
import { integrationAlone } from './test/setup/integration-alone.ts';
import { integrationIsolated } from './test/setup/integration-isolated.ts';
import { unitIsolated } from './test/setup/unit-isolated.ts';

/** The web names the shared domain `@domain/...` (web/vite.config.ts); tests of every layer load web modules. */
const resolve = { alias: { '@domain': fileURLToPath(new URL('functions/domain', import.meta.url)) } };

/**
 * expect.poll gives up after 1 s by default: in a real browser on a busy 2-core machine a row, a
 * count or a stored record can take longer than that to change, and the wait then failed on a
 * product that was only slow. A poll that needs another deadline names it.
 */
const e2ePoll = { timeout: 15_000, interval: 100 };
/**
 * The same for integration files: a stream's record or a sandbox's answer under load took longer
 * than 1 s (the scheduling sandbox's confirmation, with four integration files running).
 */
const integrationPoll = { timeout: 10_000, interval: 100 };
/**
 * A browser test that fails is run once more, and the closing summary names every test that
 * passed only on that second run, with its first failure (test/setup/summary-reporter.ts): on this
 * 2-core machine a browser file shares the product with another and with CI's neighbours, and one
 * late paint in 370 files turned a whole run red. A test that fails twice still fails the run.
 */
const E2E_RETRY = 1;

/**
 * Workers for the first step (unit, web, infra: they share one step, so one number): two, one per
 * core. vitest's default is one fewer than the cores, ONE here, and that left a core idle while
 * cfn-lint and the CLI synths waited: on this idle 2-core machine the step took 275 s on one worker
 * and 184 s on two, all 1,864 tests passing both times (ARCHITECTURE.md "Suite speed"). On a machine
 * already busy a second worker gets no core of its own (measured: slower, and 5 s waits timed out),
 * so QUARTER_STEP0_WORKERS=1 runs the step on one worker again.
 */
const stepZeroWorkers = Number(process.env.QUARTER_STEP0_WORKERS) || 2;

/**
 * Workers for the integration step: four. Its files mostly wait: on the idle machine both integration
 * projects took 174 s of wall on two workers, 131 s on four and 119 s on six, 652 tests passing each
 * time. Four once made live-refresh's admin socket go quiet: files that started a second product on
 * the shared table let its fan-out delete the shared product's sockets (test/setup/own-table.ts), and
 * a WhatsApp founder's two quick messages were answered out of order (the queue is FIFO now).
 * QUARTER_INTEGRATION_WORKERS names another number.
 */
const integrationWorkers = Number(process.env.QUARTER_INTEGRATION_WORKERS) || 4;

/**
 * One `vitest run` covers every layer, in three steps (vitest runs a project's files in its
 * `sequence.groupOrder` step, and every project with fileParallelism off after all of them, one
 * file at a time):
 *   0. unit, web and infra, two files at a time (stepZeroWorkers, above);
 *   1. integration, four files at a time against the one shared product (test/setup/runtime.ts),
 *      in one module graph per worker but for integration-isolated's files;
 *   2. e2e, three files at a time against that product, in one Chromium per worker (fresh contexts a file);
 *   3. integration-alone and e2e-alone (files that need the product to themselves,
 *      test/setup/integration-alone.ts and e2e-alone.ts), one file at a time.
 * `--project 'integration*'` runs both integration projects, `--project 'e2e*'` both e2e ones.
 * `npm test` runs these projects in three processes instead (scripts/test.ts): step 3 beside step 0
 * against a product of its own, then steps 1 and 2.
 */
export default defineConfig({
  test: {
    reporters: ['default', './test/setup/summary-reporter.ts'],
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          maxWorkers: stepZeroWorkers,
          include: ['test/unit/**/*.test.ts'],
          exclude: unitIsolated,
          environment: 'node',
          // One module graph per worker: a unit file's own tests take milliseconds, and loading its
          // imports afresh in a fresh worker took the rest (the project was 95 s of wall for 21 s of
          // tests). Files that change the environment run isolated (unit-isolated, below), and what
          // a file changes in the process is put back when it ends (test/setup/unit-file-state.ts).
          isolate: false,
          setupFiles: ['test/setup/matchers.ts', 'test/setup/unit-file-state.ts'],
          // Powertools Logger writes to the global console, which the tests spy on, only in its dev mode.
          env: { POWERTOOLS_DEV: 'true' },
        },
      },
      {
        resolve,
        test: {
          name: 'unit-isolated',
          maxWorkers: stepZeroWorkers,
          include: unitIsolated,
          environment: 'node',
          setupFiles: ['test/setup/matchers.ts'],
          env: { POWERTOOLS_DEV: 'true' },
        },
      },
      {
        resolve,
        test: {
          name: 'web',
          maxWorkers: stepZeroWorkers,
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Isolated, unlike unit: web modules keep state at module level (the toast queue, the
          // signed-in mirror). Tried in one shared graph: a toast or session from one file showed in
          // the next (1 of 376 tests failed in each of two shuffled orders); with the window cleared
          // and vi.resetModules() after each file, 2 and 4 timed out (ARCHITECTURE.md "Suite speed").
          setupFiles: ['web/src/test-setup.ts'],
          // Still one fresh module graph and window per file, but in a VM context of a worker that
          // is reused, not a new worker: setting up happy-dom in a fresh worker was most of the
          // project's time (41 s of "environment" for 17 s of tests; 57 s of wall against 30 s, the
          // same 380 tests passing; ARCHITECTURE.md "Suite speed").
          pool: 'vmThreads',
        },
        esbuild: { jsx: 'automatic' },
      },
      {
        resolve,
        test: {
          name: 'infra',
          maxWorkers: stepZeroWorkers,
          include: ['test/infra/**/*.test.ts'],
          environment: 'node',
          // One module graph per worker: aws-cdk-lib is loaded once, not once per file, and
          // test/infra/synth.ts builds each distinct stack once. Files keep their own App objects.
          isolate: false,
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        resolve,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          exclude: [...integrationAlone, ...integrationIsolated],
          environment: 'node',
          globalSetup: ['test/setup/runtime.ts'],
          sequence: { groupOrder: 1 },
          // One module graph per worker, as unit: loading the product's modules afresh for each
          // file was most of a short file's time. Files that start their own product or set the
          // environment run isolated (integration-isolated, below), and what a file changes in the
          // process is put back when it ends (test/setup/unit-file-state.ts).
          isolate: false,
          setupFiles: ['test/setup/unit-file-state.ts'],
          // vitest's default is one worker fewer than the cores: ONE on this 2-core machine. These
          // files mostly wait (on the product, DynamoDB Local, the stand-ins), so two overlap well.
          maxWorkers: integrationWorkers,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          expect: { poll: integrationPoll },
        },
      },
      {
        resolve,
        test: {
          name: 'integration-isolated',
          include: integrationIsolated,
          environment: 'node',
          globalSetup: ['test/setup/runtime.ts'],
          // The same step and workers as integration: vitest runs a step's projects in one pool.
          sequence: { groupOrder: 1 },
          maxWorkers: integrationWorkers,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          expect: { poll: integrationPoll },
        },
      },
      {
        test: {
          name: 'integration-alone',
          include: integrationAlone,
          environment: 'node',
          globalSetup: ['test/setup/runtime.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          expect: { poll: integrationPoll },
        },
      },
      {
        resolve,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          exclude: e2eAlone,
          environment: 'node',
          globalSetup: ['test/setup/runtime.ts'],
          sequence: { groupOrder: 2 },
          // Three files at a time, each in its own browser contexts, against the one shared product:
          // a browser file waits on the product, on rendering and on Q, and with two the idle machine
          // stayed 19% idle through the step. Measured on it (session 20): the whole e2e project took
          // 449 s of wall on two workers and 363 s on three, 188 tests passing both times, none on a
          // retry (ARCHITECTURE.md "Suite speed"). Session 14 found three no faster, with the full
          // browser's UI processes and a fresh module graph per file, both gone since.
          // QUARTER_E2E_WORKERS names another number (1 to compare, or on a machine already busy).
          maxWorkers: Number(process.env.QUARTER_E2E_WORKERS) || 3,
          // One module graph per worker, as unit and infra: a file's Chromium does the work, and
          // loading playwright-core, axe and the product's modules afresh for each of 50 files in
          // a fresh worker was CPU the browsers did not get (ARCHITECTURE.md "Suite speed"). No e2e
          // file mocks a module or stubs the environment; what test/e2e/browser.ts keeps for a file
          // is reset by the setup file before the next.
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          expect: { poll: e2ePoll },
          retry: E2E_RETRY,
          setupFiles: ['test/setup/e2e-failure-report.ts'],
        },
      },
      {
        resolve,
        test: {
          name: 'e2e-alone',
          include: e2eAlone,
          environment: 'node',
          globalSetup: ['test/setup/runtime.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          expect: { poll: e2ePoll },
          retry: E2E_RETRY,
          setupFiles: ['test/setup/e2e-failure-report.ts'],
        },
      },
    ],
  },
});
