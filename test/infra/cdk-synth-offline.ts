import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** One run of the CDK CLI and the cdk.out it wrote. */
export type CdkSynthRun = SpawnSyncReturns<string> & { readonly outdir: string };

const runs = new Map<string, CdkSynthRun>();

/**
 * `npm run synth` after its build step, offline and with no sesIdentity: the CDK CLI on cdk.json's
 * app (through tsx), bundles standing in as placeholders (building 25 of them is `npm run build`'s
 * business). `env` is added to the environment (QUARTER_DEPLOY=1 is `npm run deploy`).
 *
 * Each distinct `env` runs ONCE per test worker and every caller reads that run: synth-command and
 * acceptance-25-synth-offline ask the same question of the same command, which costs a cold tsx
 * load of the whole app (40 s to two minutes on the shared machine). The infra project shares one
 * module graph per worker (vitest.config.ts, `isolate: false`), so the second file finds the run
 * the first made. Nothing here writes to the run's outdir; callers only read it.
 */
export function cdkSynthOffline(env: Readonly<Record<string, string>> = {}): CdkSynthRun {
  const key = JSON.stringify(Object.entries(env).sort());
  const known = runs.get(key);
  if (known) return known;
  const outdir = mkdtempSync(path.join(tmpdir(), 'quarter-synth-offline-'));
  const run = spawnSync(
    path.join(repoRoot, 'node_modules', '.bin', 'cdk'),
    [
      'synth',
      '--quiet',
      '--output',
      outdir,
      '-c',
      'allowMissingBundles=true',
      '-c',
      `bundleRoot=${mkdtempSync(path.join(tmpdir(), 'quarter-no-bundles-'))}`,
    ],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 240_000,
      env: { ...process.env, CDK_DISABLE_VERSION_CHECK: '1', ...env },
    },
  );
  const done = { ...run, outdir };
  runs.set(key, done);
  return done;
}
