import { afterAll, vi } from 'vitest';

/**
 * The unit and integration projects share one module graph per worker (vitest.config.ts,
 * `isolate: false`): loading each file's imports afresh was most of a short file's time. What a
 * file changes in the process as a whole is put back when it ends, so the next file starts from the
 * same process state an isolated worker would give it: environment variables, fake timers, stubbed
 * globals.
 */
const environment = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
