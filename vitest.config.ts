import { defineConfig } from 'vitest/config';

/**
 * One `vitest run` covers every layer. Integration and e2e share a single product process per
 * run (test/setup/*) and run their files one after another: the machine has two cores.
 */
export default defineConfig({
  test: {
    reporters: ['default', './test/setup/summary-reporter.ts'],
    projects: [
      {
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
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['web/src/test-setup.ts'],
        },
        esbuild: { jsx: 'automatic' },
      },
      {
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
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/setup/runtime.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
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
