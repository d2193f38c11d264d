import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The Lambda bundler treats every module of functions/ as free of import-time side effects
 * (scripts/bundle-trims.ts), so a handler carries only the part of its area's composition root it
 * calls. That holds while no module is imported for what its top level does: no bare
 * `import './x.ts'`, and no statement at the top level other than imports, exports and
 * declarations. functions/local is never bundled and may do as it likes.
 */
const functionsDir = path.resolve(import.meta.dirname, '..', '..', '..', 'functions');

function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'local' && dir === functionsDir ? [] : productFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const BARE_IMPORT = /^import\s+['"]/m;
/** A line at column 0 that starts a call or an assignment rather than a declaration. */
const TOP_LEVEL_STATEMENT =
  /^(?!(?:export|import|const|let|var|function|async|class|type|interface|declare|enum|abstract)\b)[A-Za-z_$][\w$.]*\s*(?:\(|=(?!=|>)|\+\+|--)/m;

describe('modules of functions/', () => {
  it('only declare when imported, so the bundler may leave out those a handler does not reach', () => {
    const files = productFiles(functionsDir);
    expect(files.length).toBeGreaterThan(200);
    const offenders = files
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return BARE_IMPORT.test(text) || TOP_LEVEL_STATEMENT.test(text);
      })
      .map((file) => path.relative(functionsDir, file));
    expect(offenders).toEqual([]);
  });

  it('notices a bare import and a top-level call', () => {
    expect(BARE_IMPORT.test("import './register.ts';\n")).toBe(true);
    expect(TOP_LEVEL_STATEMENT.test('const a = 1;\nregister(a);\n')).toBe(true);
    expect(TOP_LEVEL_STATEMENT.test('process.env.X = "1";\n')).toBe(true);
    expect(TOP_LEVEL_STATEMENT.test('export const a = call();\nconst b = () => 1;\n')).toBe(false);
  });
});
