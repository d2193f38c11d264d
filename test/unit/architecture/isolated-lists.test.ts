import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { integrationAlone } from '../../setup/integration-alone.ts';
import { integrationIsolated } from '../../setup/integration-isolated.ts';
import { SETS_ENVIRONMENT, unitIsolated } from '../../setup/unit-isolated.ts';

/**
 * The unit and integration projects share one module graph per worker; a file that changes the
 * environment, or (integration) starts a product or a DynamoDB Local of its own, must run isolated
 * instead (test/setup/unit-isolated.ts, integration-isolated.ts), or a value it set, or an endpoint
 * it stopped, could stay cached in a product module for the next file. This keeps the lists and the
 * files in step.
 */
const root = path.resolve(import.meta.dirname, '..', '..', '..');
const STARTS_ITS_OWN = /\bstart(Product|DynamoDbLocal)\(/;

/** The test files under test/<folder>, as paths from the repository root with forward slashes. */
function testFiles(folder: string): string[] {
  return (readdirSync(path.join(root, 'test', folder), { recursive: true }) as string[])
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.posix.join('test', folder, file.split(path.sep).join('/')));
}

const source = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the isolated unit files', () => {
  it('are every unit file that sets an environment variable, and no other', () => {
    const setting = testFiles('unit').filter((file) => SETS_ENVIRONMENT.test(source(file)));
    expect(setting.length).toBeGreaterThan(0);
    expect([...unitIsolated].sort()).toEqual(setting.sort());
  });
});

describe('the isolated integration files', () => {
  it('are every shared-step file that starts its own product or sets the environment, and no other', () => {
    // Files that run alone are isolated already (integration-alone).
    const needing = testFiles('integration')
      .filter((file) => !integrationAlone.includes(file))
      .filter((file) => STARTS_ITS_OWN.test(source(file)) || SETS_ENVIRONMENT.test(source(file)));
    expect(needing.length).toBeGreaterThan(0);
    expect([...integrationIsolated].sort()).toEqual(needing.sort());
  });
});
