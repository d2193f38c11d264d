import { describe, expect, it } from 'vitest';
import { runtimeConfigSchema, type RuntimeConfig } from '@domain/contracts/runtime-config.ts';
import { readRuntimeConfig } from './read-runtime-config.ts';
import { TEST_RUNTIME_CONFIG } from './test-runtime-config.ts';

/** A config the contract accepts: the one web tests render with. */
const config: RuntimeConfig = TEST_RUNTIME_CONFIG;

/** Bodies the contract accepts or refuses: every field missing, null, a number, an object; extra fields. */
const bodies: [string, unknown][] = [
  ['the whole config', config],
  ['no identity endpoint (AWS)', { ...config, identityEndpoint: null }],
  ['an extra field', { ...config, future: 'x' }],
  ['not an object', 'config'],
  ['null', null],
  ['an array', [config]],
  ...Object.keys(config).flatMap((field): [string, unknown][] => [
    [`${field} missing`, { ...config, [field]: undefined }],
    [`${field} null`, { ...config, [field]: null }],
    [`${field} a number`, { ...config, [field]: 42 }],
    [`${field} an object`, { ...config, [field]: { value: 'x' } }],
  ]),
];

describe('readRuntimeConfig', () => {
  it.each(bodies)('reads %s as the contract does', (_name, body) => {
    const contract = runtimeConfigSchema.safeParse(body);
    const read = readRuntimeConfig(body);
    if (contract.success) expect(read).toEqual({ config: contract.data });
    else {
      expect('problems' in read && read.problems.length).toBeGreaterThan(0);
      // It names the fields the contract names.
      const fields = contract.error.issues.map((issue) => String(issue.path[0] ?? ''));
      for (const field of fields.filter(Boolean))
        expect('problems' in read && read.problems.join('; ')).toContain(field);
    }
  });
});
