import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cdkSynthOffline } from './cdk-synth-offline.ts';

/**
 * Issue #25, "A newcomer's `npm run synth` fails": "without -c sesIdentity=... it stops with a stack
 * trace. Make the listed command work as written (synth may use a clearly marked placeholder
 * identity; a deploy must still refuse without a real one)". The test runs the CDK CLI on the app of
 * cdk.json with no sesIdentity, as `npm run synth` does after its build (the bundles are left out:
 * the question is the stage configuration, not esbuild). It is the very run synth-command makes:
 * one per test worker, read by both (./cdk-synth-offline.ts).
 */
const synthWithoutIdentity = () => cdkSynthOffline();

describe('npm run synth with no sesIdentity (issue #25)', () => {
  let run: ReturnType<typeof synthWithoutIdentity>;
  let output = '';
  beforeAll(() => {
    run = synthWithoutIdentity();
    output = `${run.stdout}\n${run.stderr}`;
  }, 250_000);

  it('"Make the listed command work as written": cdk synth succeeds without -c sesIdentity', () => {
    expect(run.error, 'the CLI ran').toBeUndefined();
    expect(output).not.toMatch(/"sesIdentity" is required/);
    expect(run.status, output.slice(-2000)).toBe(0);
    const templates = readdirSync(run.outdir).filter((file) => file.endsWith('.template.json'));
    expect(templates).toContain('Quarter-dev.template.json');
  });

  it('"a clearly marked placeholder identity": the synthesis says the identity is a placeholder', () => {
    const template = readFileSync(path.join(run.outdir, 'Quarter-dev.template.json'), 'utf8');
    // The missing bundles are "placeholder code" too: the mark must be another one, the identity's.
    const marks = `${output}\n${template}`
      .split('\n')
      .filter((line) => /placeholder/i.test(line) && !/placeholder code/i.test(line));
    expect(marks).not.toEqual([]);
  });
});
