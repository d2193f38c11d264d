import { describe, expect, it } from 'vitest';
import config from '../../../vitest.config.ts';
import { TEST_PROCESSES } from '../../../scripts/test.ts';

/**
 * `npm test` runs the projects in three vitest processes by name (scripts/test.ts). A project in
 * none of them would silently never run in CI; one in two would run twice, against two products.
 */
const projects = (config.test?.projects ?? []).map((project) => {
  if (typeof project !== 'object' || !('test' in project) || !project.test)
    throw new Error('a project is not inline');
  return { name: String(project.test.name), test: project.test };
});
const projectNames = projects.map(({ name }) => name);

describe('the processes npm test runs', () => {
  it('run every project of vitest.config.ts exactly once', () => {
    const named = Object.values(TEST_PROCESSES).flat();
    expect(projectNames.length).toBeGreaterThan(5);
    expect([...named].sort()).toEqual([...projectNames].sort());
  });

  /**
   * A project that needs the product to itself shares a process only with its own layer's projects
   * and is one vitest puts last: fileParallelism off, isolated and in no group order, which vitest
   * runs after every other project of the process, one file at a time (its sequential group).
   */
  it('run every project that needs the product alone after the rest of its process, one file at a time', () => {
    const alone = projects.filter(({ name }) => name.endsWith('-alone'));
    expect(alone.map(({ name }) => name).sort()).toEqual(['e2e-alone', 'integration-alone']);
    for (const { name, test } of alone) {
      expect({ name, fileParallelism: test.fileParallelism, isolate: test.isolate ?? true }).toEqual({
        name,
        fileParallelism: false,
        isolate: true,
      });
      expect(test.sequence?.groupOrder ?? 0, name).toBe(0);
      const layer = name.replace(/-alone$/, '');
      const process = Object.values(TEST_PROCESSES).find((names) =>
        (names as readonly string[]).includes(name),
      );
      expect(
        process?.every((other) => other.startsWith(layer)),
        `${name} shares ${process?.join(', ')}`,
      ).toBe(true);
    }
  });
});
