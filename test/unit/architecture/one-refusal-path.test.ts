import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One path for a refusal (issue #28): an adapter reports what it found (a typed outcome,
 * functions/adapters/db/outcome.ts, or a named fault, functions/domain/faults.ts), the service alone
 * decides and raises the AppError, and a live-ports.ts only wires: it never tells one AppError from
 * another to turn it into something else.
 */
const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const adaptersDir = path.join(repoRoot, 'functions', 'adapters');
const servicesDir = path.join(repoRoot, 'functions', 'services');

const IMPORTS_APP_ERROR =
  /\bfrom\s+['"][^'"]*\/app-error(?:\.ts)?['"]|import\(\s*['"][^'"]*\/app-error(?:\.ts)?['"]/;
const TELLS_APP_ERRORS_APART = /\bisAppError\s*\(|\binstanceof\s+AppError\b/;

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const relative = (file: string) => path.relative(repoRoot, file).split(path.sep).join('/');

function offenders(files: readonly string[], pattern: RegExp): string[] {
  return files.map(relative).filter((file) => pattern.test(readFileSync(path.join(repoRoot, file), 'utf8')));
}

describe('one path for a refusal', () => {
  it('no adapter imports AppError: adapters report, services refuse', () => {
    const adapters = tsFiles(adaptersDir);
    expect(adapters.length).toBeGreaterThan(40);
    expect(offenders(adapters, IMPORTS_APP_ERROR)).toEqual([]);
  });

  it('no live-ports.ts tells one AppError from another to translate it: it only wires', () => {
    const liveFiles = tsFiles(servicesDir).filter((file) => path.basename(file) === 'live-ports.ts');
    expect(liveFiles.length).toBeGreaterThan(10);
    expect(offenders(liveFiles, TELLS_APP_ERRORS_APART)).toEqual([]);
  });

  it('finds the import and the translation however they are written', () => {
    expect(IMPORTS_APP_ERROR.test("import { AppError } from '../../domain/app-error.ts';")).toBe(true);
    expect(IMPORTS_APP_ERROR.test('import type { AppError } from "../domain/app-error";')).toBe(true);
    expect(IMPORTS_APP_ERROR.test("const { AppError } = await import('../domain/app-error.ts');")).toBe(true);
    expect(IMPORTS_APP_ERROR.test("import { faults } from '../../domain/faults.ts';")).toBe(false);
    expect(TELLS_APP_ERRORS_APART.test("if (isAppError(error, 'duplicate_email')) return 'taken';")).toBe(
      true,
    );
    expect(TELLS_APP_ERRORS_APART.test('if (error instanceof AppError) throw error;')).toBe(true);
    expect(TELLS_APP_ERRORS_APART.test('const store = { create: createPayment };')).toBe(false);
  });
});
