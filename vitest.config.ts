import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { integrationAlone } from './test/setup/integration-alone.ts';

/** The web names the shared domain `@domain/...` (web/vite.config.ts); tests of every layer load web modules. */
const resolve = { alias: { '@domain': fileURLToPath(new URL('functions/domain', import.meta.url)) } };

/**
 * One `vitest run` covers every layer, in three steps (vitest runs a project's files in its
 * `sequence.groupOrder` step, and every project with fileParallelism off after all of them, one
 * file at a time):
 *   0. unit, web and infra (vitest's default: one worker fewer than the cores, one here);
 *   1. integration, two files at a time against the one shared product (test/setup/runtime.ts);
 *   2. integration-alone (files that need the product to themselves, test/setup/integration-alone.ts)
 *      and e2e, one file at a time.
 * `--project 'integration*'` runs both integration projects.
 */
export default defineConfig({
  test: {
    reporters: ['default', './test/setup/summary-reporter.ts'],
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['test/setup/matchers.ts'],
          // Powertools Logger writes to the global console, which the tests spy on, only in its dev mode.
          env: { POWERTOOLS_DEV: 'true' },
        },
      },
      {
        resolve,
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['web/src/test-setup.ts'],
        },
        esbuild: { jsx: 'automatic' },
      },
      {
        resolve,
        test: {
          name: 'infra',
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
          exclude: integrationAlone,
          environment: 'node',
          globalSetup: ['test/setup/runtime.ts'],
          sequence: { groupOrder: 1 },
          // vitest's default is one worker fewer than the cores: ONE on this 2-core machine. These
          // files mostly wait (on the product, DynamoDB Local, the stand-ins), so two overlap well.
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 120_000,
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
        },
      },
      {
        resolve,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/setup/runtime.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
