import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newApp } from './cdk-app.ts';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { nagPacks } from '../../lib/nag.ts';
import { EdgeStack } from '../../lib/edge-stack.ts';
import { QuarterStack } from '../../lib/stack.ts';
import { readStageConfig, type Stage, type StageConfig } from '../../lib/stage-config.ts';

export interface SynthOptions {
  readonly stage?: Stage;
  readonly context?: Readonly<Record<string, string>>;
  /** Directory deployed as the web build; defaults to a tiny fixture with one pre-rendered route. */
  readonly webDist?: string;
}

export interface Synthesised {
  readonly stack: QuarterStack;
  readonly template: Template;
  /** The us-east-1 stack, when the context names a domainName (as bin/app.ts builds it). */
  readonly edge?: EdgeStack;
}

/** A web build with the app shell, one pre-rendered route and an asset, as `npm run build:web` leaves it. */
export function fixtureWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'quarter-web-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Quarter</title>');
  mkdirSync(path.join(dir, 'pricing'));
  writeFileSync(path.join(dir, 'pricing', 'index.html'), '<!doctype html><title>Pricing</title>');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'index.js'), 'export {};');
  return dir;
}

/**
 * Syntheses already made in this worker, by their options. The infra project runs its files in one
 * module graph (vitest.config.ts, isolate: false), so the same stack asked for by several files
 * (the plain dev stack, the prod one, the one with a domain) is built once per worker, not per
 * file. Each caller gets its own copy of the template (a test may sort an array in place); the
 * construct tree is shared and only read (cdk-nag's walk, annotations).
 */
const made = new Map<string, Synthesised>();

/** Synthesises the whole stack offline (fixed account/region, no lookups, placeholder code for missing bundles). */
export function synthesise(options: SynthOptions = {}): Synthesised {
  const key = JSON.stringify([options.stage, options.context, options.webDist]);
  let synthesised = made.get(key);
  if (!synthesised) {
    synthesised = synthesiseAnew(options);
    made.set(key, synthesised);
  }
  const template = Template.fromJSON(structuredClone(synthesised.template.toJSON()), {
    // Checked when this synthesis was first made; the copy is the same template.
    skipCyclicalDependenciesCheck: true,
  });
  return { ...synthesised, template };
}

function synthesiseAnew(options: SynthOptions): Synthesised {
  const app = newApp({
    outdir: mkdtempSync(path.join(tmpdir(), 'quarter-cdk-')),
    context: {
      stage: options.stage ?? 'dev',
      account: '111111111111',
      region: 'eu-west-1',
      // No sesIdentity: the placeholder a newcomer's `npm run synth` gets (lib/ses-identity-guard.ts).
      allowMissingBundles: 'true',
      // Placeholder code for every Lambda: the assertions are about wiring, not bundles, and
      // staging 25 real bundles per synthesis would only cost time.
      bundleRoot: mkdtempSync(path.join(tmpdir(), 'quarter-no-bundles-')),
      ...options.context,
    },
  });
  const config = readStageConfig(app.node);
  const edge = config.domainName
    ? new EdgeStack(app, `Quarter-${config.stage}-edge`, {
        env: { account: config.account, region: 'us-east-1' },
        domainName: config.domainName,
        hostedZone: config.hostedZone,
      })
    : undefined;
  const stack = new QuarterStack(app, `Quarter-${config.stage}`, {
    config,
    edge,
    crossRegionReferences: edge !== undefined,
    env: { account: config.account, region: config.region },
    webDist: options.webDist ?? fixtureWebDist(),
  });
  return { stack, template: Template.fromStack(stack), ...(edge ? { edge } : {}) };
}

/** cdk-nag findings of every pack of lib/nag.ts left after every acknowledgement: errors and warnings alike. */
export type NagViolation = ReturnType<
  ReturnType<typeof nagPacks>[number]['validateScope']
>['violations'][number];

/** Findings already worked out, by stack: a stack shared by several files (above) is walked once. */
const nagged = new WeakMap<IConstruct, readonly NagViolation[]>();

export function nagViolations(stack: IConstruct): NagViolation[] {
  let violations = nagged.get(stack);
  if (!violations) {
    violations = nagPacks().flatMap((pack) => pack.validateScope(stack).violations);
    nagged.set(stack, violations);
  }
  return [...violations];
}

/** One line per finding, so a failure names the rule and the resource. */
export const describeViolations = (violations: readonly NagViolation[]) =>
  violations.map(
    (violation) =>
      `${violation.ruleName} (${violation.severity}) at ${violation.violatingResources.map((r) => r.constructPath).join(', ')}`,
  );

/** The stage configuration the app would read, for constructs tested in a stack of their own. */
export function testConfig(context: Readonly<Record<string, string>> = {}): StageConfig {
  const app = newApp({
    context: { account: '111111111111', region: 'eu-west-1', ...context },
  });
  return readStageConfig(app.node);
}
