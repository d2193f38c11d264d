import type { RuntimeConfig } from '../../../functions/domain/contracts/runtime-config.ts';

export type { RuntimeConfig };

/**
 * The runtime config (/config.json) is written per stage by CDK or the local server, so one build
 * serves every stage. It is fetched once, in parallel with the first render: public pages never
 * wait for it. zod is imported dynamically so the validator stays out of the initial bundle.
 */
let pending: Promise<RuntimeConfig> | undefined;

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const [response, { runtimeConfigSchema }] = await Promise.all([
    fetch('/config.json', { headers: { accept: 'application/json' }, cache: 'no-cache' }),
    import('../../../functions/domain/contracts/runtime-config.ts'),
  ]);
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  const parsed = runtimeConfigSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`/config.json is invalid: ${parsed.error.message}`);
  return parsed.data;
}

/** The config for code outside React (API clients, Amplify set-up). Fetched at most once per page load. */
export function getRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetchRuntimeConfig().catch((error: unknown) => {
    // A failed fetch may be retried by the next caller (e.g. after the network returns).
    pending = undefined;
    throw error;
  });
  return pending;
}

/** Tests replace the config without a network. */
export function setRuntimeConfigForTests(config: RuntimeConfig | undefined): void {
  pending = config ? Promise.resolve(config) : undefined;
}

/** `/api/...` on the configured API base (same origin when apiBase is ""). */
export async function apiUrl(path: `/api/${string}`): Promise<string> {
  const { apiBase } = await getRuntimeConfig();
  return `${apiBase.replace(/\/$/, '')}${path}`;
}
