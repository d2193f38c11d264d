// Type-only: the contract's zod never reaches the page through this reader.
import type { RuntimeConfig } from '@domain/contracts/runtime-config.ts';

/**
 * Every field of the runtime config contract (functions/domain/contracts/runtime-config.ts) and
 * whether it may be null. tsc holds this list to the contract's type: a field added, removed or
 * made nullable there fails the build here until the list says the same.
 */
const FIELDS = {
  stage: 'string',
  apiBase: 'string',
  wsUrl: 'string',
  region: 'string',
  userPoolId: 'string',
  userPoolClientId: 'string',
  staffClientId: 'string',
  identityEndpoint: 'string or null',
  schedulingUrl: 'string',
  schedulingOrigin: 'string',
  siteUrl: 'string',
} as const satisfies {
  readonly [Field in keyof RuntimeConfig]-?: null extends RuntimeConfig[Field] ? 'string or null' : 'string';
};

const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/**
 * /config.json read as the contract's schema reads it (only its fields, each a string or, where
 * the contract allows, null), without zod: the contract's validator is about 25 KB gzipped and a
 * long task on a slow phone, and every page that calls the API reads the config first (issue #31).
 * web/src/lib/read-runtime-config.test.ts holds it to the contract's own verdicts.
 */
export function readRuntimeConfig(
  body: unknown,
): { readonly config: RuntimeConfig } | { readonly problems: readonly string[] } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { problems: [`expected an object, received ${kindOf(body)}`] };
  const fields = body as Record<string, unknown>;
  const config: Record<string, string | null> = {};
  const problems: string[] = [];
  for (const [field, kind] of Object.entries(FIELDS)) {
    const value = fields[field];
    if (typeof value === 'string' || (value === null && kind === 'string or null')) config[field] = value;
    else problems.push(`${field}: expected ${kind}, received ${kindOf(value)}`);
  }
  return problems.length > 0 ? { problems } : { config: config as unknown as RuntimeConfig };
}
