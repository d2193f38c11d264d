import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One error path (issue #17): a refusal is an AppError (functions/domain/app-error.ts) with a code,
 * and functions/handlers/lib/errors.ts is the one place that answers it. A new error class would
 * start a second path, so none may be declared in the server code. functions/local (stand-ins for
 * AWS and third parties, never bundled into a Lambda) keeps its own.
 */
const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const functionsDir = path.join(repoRoot, 'functions');

/** The only classes allowed to extend Error, by file (relative to the repository root). */
const ALLOWED = new Map([['functions/domain/app-error.ts', ['AppError']]]);

const ERROR_CLASS = /\bclass\s+(\w+)(?:<[^>{]*>)?\s+extends\s+(?:globalThis\.)?(?:\w*Error)\b/g;

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === path.join(functionsDir, 'local') ? [] : serverFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function errorClasses(text: string): string[] {
  return [...text.matchAll(ERROR_CLASS)].map((match) => match[1]!);
}

describe('error classes', () => {
  it('are declared nowhere in functions/ (outside functions/local) but AppError', () => {
    const files = serverFiles(functionsDir);
    expect(files.length).toBeGreaterThan(100);

    const found = files.flatMap((file) => {
      const relative = path.relative(repoRoot, file).split(path.sep).join('/');
      const allowed = ALLOWED.get(relative) ?? [];
      return errorClasses(readFileSync(file, 'utf8'))
        .filter((name) => !allowed.includes(name))
        .map((name) => `${relative}: ${name}`);
    });

    expect(found).toEqual([]);
  });

  it('are found however the class is written', () => {
    expect(errorClasses('export class PaystackRefusedError extends Error {')).toEqual([
      'PaystackRefusedError',
    ]);
    expect(errorClasses('class Quiet<T> extends RangeError {}')).toEqual(['Quiet']);
    expect(errorClasses('export class Cursor extends Page {}')).toEqual([]);
  });
});
