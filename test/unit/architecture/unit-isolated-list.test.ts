import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETS_ENVIRONMENT, unitIsolated } from '../../setup/unit-isolated.ts';

/**
 * The unit project shares one module graph per worker; a file that changes the environment must
 * run isolated instead (test/setup/unit-isolated.ts), or a value it set could stay cached in a
 * product module for the next file. This keeps the list and the files in step.
 */
const root = path.resolve(import.meta.dirname, '..', '..', '..');
const unitFiles = (readdirSync(path.join(root, 'test', 'unit'), { recursive: true }) as string[])
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => path.posix.join('test/unit', file.split(path.sep).join('/')));

describe('the isolated unit files', () => {
  it('are every unit file that sets an environment variable, and no other', () => {
    const setting = unitFiles.filter((file) =>
      SETS_ENVIRONMENT.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(setting.length).toBeGreaterThan(0);
    expect([...unitIsolated].sort()).toEqual(setting.sort());
  });
});
