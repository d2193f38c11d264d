import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No module of the server or the web app imports itself back through others: a circle makes load
 * order matter and hides which file owns a type (issue #17 found one between the local S3
 * stand-in's post-policy.ts and sigv4.ts). Relative imports only; type-only imports count too,
 * because they still say one file depends on the other.
 */
const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function importGraph(roots: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of roots.flatMap((root) => sourceFiles(path.join(repoRoot, root)))) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)].map((match) => path.resolve(path.dirname(file), match[1]!));
    graph.set(file, targets);
  }
  return graph;
}

/** Every circle found by a depth-first walk, each as the files it passes through. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 'open') found.push(stack.slice(stack.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found.map((circle) => circle.map((file) => path.relative(repoRoot, file)));
}

describe('imports', () => {
  it('form no circle in functions/, lib/ or web/src/', () => {
    const graph = importGraph(['functions', 'lib', 'web/src']);
    expect(graph.size).toBeGreaterThan(300);
    expect(cycles(graph)).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const a = path.join(repoRoot, 'a.ts');
    const b = path.join(repoRoot, 'b.ts');
    expect(cycles(new Map([[a, [b]], [b, [a]]]))).toEqual([['a.ts', 'b.ts']]);
  });
});
