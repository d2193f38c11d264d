import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAUNCH_SECTOR_IDS } from '../../../functions/domain/sectors.ts';
import { KNOWLEDGE } from '../../../functions/domain/q/knowledge/index.ts';
import { detectLanguage } from '../../../functions/domain/q/retrieval/language.ts';
import { inventedPrices } from '../../../eval/q/score.ts';

const root = resolve(import.meta.dirname, '../../..');
const filled = (text: string) =>
  text.replaceAll('{yourPlatform}', 'your platform').replaceAll('{YourPlatform}', 'Your platform');
const allTexts = KNOWLEDGE.flatMap((entry) =>
  [entry.answer, entry.followUp, entry.brief].flatMap((text) => (text ? [text.en, text.pcm] : [])),
);

describe('Q knowledge base', () => {
  it('holds at least 80 entries with unique ids and several phrasings each', () => {
    expect(KNOWLEDGE.length).toBeGreaterThanOrEqual(80);
    expect(new Set(KNOWLEDGE.map((entry) => entry.id)).size).toBe(KNOWLEDGE.length);
    for (const entry of KNOWLEDGE) expect(entry.questions.length, entry.id).toBeGreaterThanOrEqual(3);
  });

  it('states every fact it relies on, verbatim, in English and in Pidgin', () => {
    for (const entry of KNOWLEDGE) {
      for (const fact of entry.facts) {
        expect(filled(entry.answer.en), `${entry.id}: ${fact}`).toContain(fact);
        expect(filled(entry.answer.pcm), `${entry.id} (Pidgin): ${fact}`).toContain(fact);
      }
    }
  });

  it('quotes no naira or dollar amount that the site does not publish', () => {
    for (const text of allTexts) expect(inventedPrices(text), text).toEqual([]);
  });

  it('writes its Pidgin answers in Pidgin and its English answers in English', () => {
    for (const entry of KNOWLEDGE) {
      expect(detectLanguage(filled(entry.answer.pcm)), entry.id).toBe('pcm');
      expect(detectLanguage(filled(entry.answer.en)), entry.id).toBe('en');
    }
  });

  it('has an entry for each of the 12 launch sectors', () => {
    const sectors = new Set(KNOWLEDGE.map((entry) => entry.sector));
    for (const id of LAUNCH_SECTOR_IDS) expect(sectors.has(id), id).toBe(true);
  });

  it('gives every business entry a one-line brief for answers that mention it in passing', () => {
    for (const entry of KNOWLEDGE.filter((item) => item.sector)) expect(entry.brief, entry.id).toBeDefined();
  });
});

/** Relative imports of a TypeScript file, resolved to repository paths. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)]
    .map((match) => match[1] ?? '')
    .map((specifier) => (specifier.startsWith('.') ? resolve(dirname(file), specifier) : specifier));
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('Q knowledge stays on the server', () => {
  it('is not reachable from any web source file, and neither is the search library', () => {
    const serverOnly =
      /functions\/domain\/q\/(knowledge|retrieval|guide)\/|built-in-guide\.ts$|system-prompt\.ts$|^minisearch$/;
    const seen = new Set<string>();
    const queue = sourceFiles(join(root, 'web/src'));
    while (queue.length > 0) {
      const file = queue.pop() ?? '';
      if (seen.has(file)) continue;
      seen.add(file);
      for (const target of importsOf(file)) {
        expect(
          serverOnly.test(relative(root, target)) || serverOnly.test(target),
          `${relative(root, file)} -> ${target}`,
        ).toBe(false);
        if (target.startsWith(root) && /\.tsx?$/.test(target)) queue.push(target);
      }
    }
    expect(seen.size).toBeGreaterThan(50);
  });
});
