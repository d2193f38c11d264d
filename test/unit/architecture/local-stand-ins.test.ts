import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * functions/local is grouped by what each part stands in for (issue #17). Each group names the
 * service it replaces and what it leaves out, so nobody mistakes a local pass for proof that AWS or
 * a provider behaves the same; the folder's own README lists every group.
 */
const localDir = path.resolve(import.meta.dirname, '..', '..', '..', 'functions', 'local');
const groups = readdirSync(localDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('the local stand-ins', () => {
  it('are grouped in folders', () => {
    expect(groups.length).toBeGreaterThanOrEqual(10);
  });

  it.each(groups)('%s/ has a README naming what it stands in for and what it does not emulate', (group) => {
    const readme = path.join(localDir, group, 'README.md');
    expect(existsSync(readme)).toBe(true);
    const text = readFileSync(readme, 'utf8');
    expect(text).toMatch(/\*\*Stands in for\*\*/);
    expect(text).toMatch(/^## What it does not emulate$/m);
  });

  it('are each listed in the folder README', () => {
    const index = readFileSync(path.join(localDir, 'README.md'), 'utf8');
    for (const group of groups) expect(index).toContain(`(${group}/README.md)`);
  });
});
