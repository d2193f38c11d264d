import { describe, expect, it } from 'vitest';
import { filesCrossed, filesOnHop } from '../../../scripts/files-crossed.ts';

/**
 * Issue #28's targets: a referral application and marking a launch live each cross at most 12 of
 * the project's files from the screen to the data adapters (ARCHITECTURE.md, "Targets", says how
 * they are counted and what they were).
 */
const BUDGET = 12;

describe('files crossed', () => {
  const crossings = filesCrossed();

  it.each(['referral application', 'mark live'])('by a %s stay within the budget', (name) => {
    const crossing = crossings.find((candidate) => candidate.name === name);
    expect(crossing?.files.length ?? 0).toBeGreaterThan(0);
    expect(crossing?.files.length, crossing?.files.join('\n')).toBeLessThanOrEqual(BUDGET);
  });

  it('count each file on any import path from start to end, and none the path only passes by', () => {
    const graph = new Map<string, string[]>([
      ['form.tsx', ['hook.ts', 'button.tsx']],
      ['hook.ts', ['api.ts', 'state.ts']],
      ['button.tsx', []],
      ['state.ts', []],
      ['api.ts', ['barrel.ts', 'types.ts']],
      ['barrel.ts', ['client.ts']],
      ['types.ts', []],
      ['client.ts', []],
    ]);
    // filesOnHop checks its modules exist in the tree, so the fixture names real files for them.
    const start = 'scripts/files-crossed.ts';
    const end = 'test/unit/architecture/files-crossed.test.ts';
    graph.set(start, ['form.tsx']);
    graph.set('client.ts', [end]);
    expect(filesOnHop(graph, { from: start, to: end })).toEqual(
      [start, 'form.tsx', 'hook.ts', 'api.ts', 'barrel.ts', 'client.ts', end].sort(),
    );
    expect(filesOnHop(graph, { from: start, to: end, via: ['page.tsx'] })).toContain('page.tsx');
  });
});
