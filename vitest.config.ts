import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The web names the shared domain `@domain/...` (web/vite.config.ts); tests of every layer load web modules. */
const resolve = { alias: { '@domain': fileURLToPath(new URL('functions/domain', import.meta.url)) } };

/**
 * One `vitest run` covers every layer. Integration and e2e share a single product process per
 * run (test/setup/*) and run their files one after another: the machine has two cores.
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
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        resolve,
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
