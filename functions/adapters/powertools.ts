import { createRequire } from 'node:module';

/**
 * Powertools for AWS Lambda (Logger, Metrics), loaded the first time a line is logged or a metric
 * counted rather than when a handler's module is imported: together they were about a sixth of a
 * cold start's module init, and most invocations of most functions count nothing (issue #31).
 * Loading is synchronous (Node's require of the packages' CommonJS build), so a log line or a
 * metric is still written at the moment it is asked for, never later or lost when a handler returns.
 * On Lambda the packages come from the Powertools layer (lib/lambda-runtime.ts), which Node's require
 * finds on NODE_PATH; test/infra/bundle-init.test.ts resolves them from each bundle's folder.
 */
interface Packages {
  logger: typeof import('@aws-lambda-powertools/logger');
  metrics: typeof import('@aws-lambda-powertools/metrics');
}

/**
 * The packages, required by name at run time: esbuild leaves them out of every bundle whatever
 * BUNDLE_SDK says, and the layer (attached to every function) provides them.
 */
const PACKAGE_NAMES = {
  logger: '@aws-lambda-powertools/logger',
  metrics: '@aws-lambda-powertools/metrics',
} as const satisfies Record<keyof Packages, string>;

const requireFromHere = createRequire(import.meta.url);
const loaded: Partial<Packages> = {};

export function loadPowertools<K extends keyof Packages>(name: K): Packages[K] {
  loaded[name] ??= requireFromHere(PACKAGE_NAMES[name]) as Packages[K];
  return loaded[name] as Packages[K];
}

/** Every package loadPowertools can load, for the check that each resolves where a bundle runs. */
export const POWERTOOLS_LAZY_PACKAGES: readonly string[] = Object.values(PACKAGE_NAMES);
