import { runInNewContext } from 'node:vm';

/**
 * Runs `work` and throws if it is still running after `ms`. For the tests of patterns that once
 * took time growing with the square or cube of their input: a test timeout only fires once the
 * running code yields, which a regular expression never does, while vm's timeout interrupts it.
 */
export function withinDeadline<T>(work: () => T, ms = 3_000): T {
  return runInNewContext('work()', { work }, { timeout: ms }) as T;
}
