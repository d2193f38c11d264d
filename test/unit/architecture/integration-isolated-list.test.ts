import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { integrationAlone } from '../../setup/integration-alone.ts';
import { integrationIsolated } from '../../setup/integration-isolated.ts';
import { SETS_ENVIRONMENT } from '../../setup/unit-isolated.ts';

/**
 * The integration project shares one module graph per worker; a file that starts a product or a
 * DynamoDB Local of its own, or changes the environment, must run isolated instead
 * (test/setup/integration-isolated.ts), or the endpoint it stopped stays in the shared modules for
 * the next file. Files that run alone are isolated already. This keeps the list and the files in step.
 */
const STARTS_ITS_OWN = /\bstart(Product|DynamoDbLocal)\(/;
const root = path.resolve(import.meta.dirname, '..', '..', '..');
const integrationFiles = (
  readdirSync(path.join(root, 'test', 'integration'), { recursive: true }) as string[]
)
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => path.posix.join('test/integration', file.split(path.sep).join('/')));

describe('the isolated integration files', () => {
  it('are every shared-step file that starts its own product or sets the environment, and no other', () => {
    const needing = integrationFiles.filter((file) => {
      if (integrationAlone.includes(file)) return false;
      const source = readFileSync(path.join(root, file), 'utf8');
      return STARTS_ITS_OWN.test(source) || SETS_ENVIRONMENT.test(source);
    });
    expect(needing.length).toBeGreaterThan(0);
    expect([...integrationIsolated].sort()).toEqual(needing.sort());
  });
});
