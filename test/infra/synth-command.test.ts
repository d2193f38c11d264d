import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SES_IDENTITY_PLACEHOLDER, SES_IDENTITY_REQUIRED } from '../../lib/stage-config.ts';
import { cdkSynthOffline } from './cdk-synth-offline.ts';

/**
 * Issue #25: the README lists `npm run synth` as working offline, and without `-c sesIdentity=...`
 * it stopped with a stack trace. This runs the CDK CLI on cdk.json's app as `npm run synth` does,
 * after its build step (bundles stand in as placeholders: building 25 of them is `npm run build`'s
 * business, not this test's).
 */
function cdkSynth(env: Readonly<Record<string, string>> = {}) {
  const run = cdkSynthOffline(env);
  return { status: run.status, output: `${run.stdout}${run.stderr}`, outdir: run.outdir };
}

describe('npm run synth without -c sesIdentity', () => {
  it('synthesises, names the placeholder, and carries a rule that refuses to deploy it', () => {
    const { status, output, outdir } = cdkSynth();

    expect(status, output).toBe(0);
    expect(output).toContain(SES_IDENTITY_PLACEHOLDER);
    const template = JSON.parse(readFileSync(path.join(outdir, 'Quarter-dev.template.json'), 'utf8')) as {
      Parameters: Record<string, { Default: string }>;
      Rules: Record<string, { Assertions: { Assert: unknown; AssertDescription: string }[] }>;
    };
    // CloudFormation checks rules before it changes anything: the deploy fails with this sentence.
    expect(template.Rules.SesIdentityIsReal?.Assertions).toEqual([
      {
        Assert: { 'Fn::Equals': [{ Ref: 'DeployWithoutSesIdentity' }, 'yes'] },
        AssertDescription: SES_IDENTITY_REQUIRED,
      },
    ]);
    expect(template.Parameters.DeployWithoutSesIdentity?.Default).toBe('no');
  });

  it('is refused by `npm run deploy` (QUARTER_DEPLOY=1) with the sentence, not a stack trace', () => {
    const { status, output } = cdkSynth({ QUARTER_DEPLOY: '1' });

    expect(status).not.toBe(0);
    expect(output).toContain(SES_IDENTITY_REQUIRED);
    expect(output).not.toMatch(/^\s+at /m);
  });
});
