import { describe, expect, it } from 'vitest';
import config from '../../../vitest.config.ts';
import { TEST_PROCESSES } from '../../../scripts/test.ts';

/**
 * `npm test` runs the projects in three vitest processes by name (scripts/test.ts). A project in
 * none of them would silently never run in CI; one in two would run twice, against two products.
 */
const projectNames = (config.test?.projects ?? []).map((project) => {
  if (typeof project !== 'object' || !('test' in project)) throw new Error('a project is not inline');
  return String(project.test?.name);
});

describe('the processes npm test runs', () => {
  it('run every project of vitest.config.ts exactly once', () => {
    const named = Object.values(TEST_PROCESSES).flat();
    expect(projectNames.length).toBeGreaterThan(5);
    expect([...named].sort()).toEqual([...projectNames].sort());
  });

  it('keep every project that needs the product alone out of the shared one', () => {
    const alone = projectNames.filter((name) => name.endsWith('-alone'));
    expect([...TEST_PROCESSES.alone].sort()).toEqual(alone.sort());
  });
});
