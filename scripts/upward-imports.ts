import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { upwardImport } from '../eslint.layers.js';

/**
 * Counts the upward imports in web/src (issue #28): an import from a module to a layer above its own
 * (shell → features → shared → components → lib → domain, eslint.layers.js). Tests count too: a test
 * that needs the shell lives in the shell. `npx tsx scripts/upward-imports.ts` prints each one and the
 * total; test/unit/architecture/upward-imports.test.ts holds it at 0.
 */
export interface UpwardImport {
  readonly file: string;
  readonly specifier: string;
  readonly why: string;
}

/** import/export ... from '...', import('...'), typeof import('...'), side-effect imports. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*(?:\/\*[^*]*\*\/\s*)?|\bimport\s+)(['"])([^'"\n]+)\1/g;

/** The upward imports among `sources` (repo-relative path to its text). */
export function upwardImportsIn(sources: ReadonlyMap<string, string>): UpwardImport[] {
  const found: UpwardImport[] = [];
  for (const [file, text] of sources) {
    for (const [, , specifier] of text.matchAll(SPECIFIER)) {
      const why = upwardImport(file, specifier!);
      if (why) found.push({ file, specifier: specifier!, why });
    }
  }
  return found;
}

/** Every .ts/.tsx file of web/src in the tree at `repoRoot`, with its text. */
export function webSources(repoRoot: string): Map<string, string> {
  const sources = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(repoRoot, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name)) sources.set(file, readFileSync(path.join(repoRoot, file), 'utf8'));
    }
  };
  walk('web/src');
  return sources;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const found = upwardImportsIn(webSources(path.resolve(import.meta.dirname, '..')));
  for (const { file, specifier } of found) console.log(`${file} -> ${specifier}`);
  const files = new Set(found.map(({ file }) => file)).size;
  console.log(`Upward imports in web/src: ${found.length} (in ${files} files)`);
}
