import type { IncomingMessage } from 'node:http';
import { runtimeConfigSchema, type RuntimeConfig } from '../../domain/contracts/runtime-config.ts';

export interface LocalConfigFacts {
  readonly region: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  readonly staffClientId: string;
  readonly schedulingUrl: string;
  readonly schedulingOrigin: string;
  readonly siteUrl: string;
}

const PLAIN_HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:]+\])(?::\d{1,5})?$/;

/**
 * The browser reaches the identity provider and the WebSocket on the host it typed (localhost or
 * 127.0.0.1), so those stay same-origin under the CSP; anything odd in Host falls back to SITE_URL.
 */
export function localRuntimeConfig(req: IncomingMessage, facts: LocalConfigFacts): RuntimeConfig {
  const requested = req.headers.host;
  const host = requested && PLAIN_HOST.test(requested) ? requested : new URL(facts.siteUrl).host;
  return runtimeConfigSchema.parse({
    stage: 'local',
    apiBase: '',
    wsUrl: `ws://${host}/ws`,
    region: facts.region,
    userPoolId: facts.userPoolId,
    userPoolClientId: facts.userPoolClientId,
    staffClientId: facts.staffClientId,
    identityEndpoint: `http://${host}/_local/cognito`,
    schedulingUrl: facts.schedulingUrl,
    schedulingOrigin: facts.schedulingOrigin,
    siteUrl: facts.siteUrl,
  });
}
