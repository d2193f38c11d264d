import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A test file that starts a local product of its own (startProduct, or `npm start`'s
 * functions/local/start.ts in a child) gives it a table of its own (test/setup/own-table.ts). On
 * the shared table, that product's stream fan-out posted every change to the shared product's staff
 * sockets through its own gateway, was answered 410 and deleted them: live-refresh's socket went
 * quiet partway through its file whenever such a file ran beside it.
 */
const testDir = path.resolve(import.meta.dirname, '..', '..');
const SHARED_PRODUCT = path.join('setup', 'runtime.ts');
const startsAProduct = /\bstartProduct\(|functions\/local\/start\.ts/;
const namesTheSharedTable = /inject\(\s*['"]tableName['"]\s*\)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const starters = sourceFiles(testDir)
  .filter((file) => path.relative(testDir, file) !== SHARED_PRODUCT)
  .filter((file) => file !== import.meta.filename)
  .filter((file) => startsAProduct.test(readFileSync(file, 'utf8')));

describe('local products a test file starts beside the shared one', () => {
  it('are found (the check reads something)', () => {
    expect(starters.map((file) => path.relative(testDir, file))).toContain(
      path.join('setup', 'local-model-product.ts'),
    );
  });

  it.each(starters.map((file) => [path.relative(testDir, file), file]))(
    '%s gives its product a table of its own, not the shared one',
    (_name, file) => {
      expect(readFileSync(file, 'utf8')).not.toMatch(namesTheSharedTable);
    },
  );
});
