import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Stage } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { synthesise, type SynthOptions } from './synth.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const configFile = path.join(repoRoot, '.cfnlintrc.yaml');

/** Every optional context key of lib/stage-config.ts, set to a value a real deploy could use. */
const everyOption = {
  sesIdentity: 'quarter.example',
  mailFrom: 'Quarter <hello@quarter.example>',
  bedrockModelId: 'amazon.nova-lite-v1:0',
  paystackBaseUrl: 'https://api.paystack.co',
  schedulingUrl: 'https://calendly.com/quarter/launch',
  schedulingOrigin: 'https://calendly.com',
  alarmEmail: 'ops@quarter.example',
  originVerifySecretVersion: '4d0c2a1e-5c7b-4bb1-9a65-0d1c9b7e1f00',
};

/** Prod refuses to synthesise without these two (lib/stage-config.ts). */
const prodMinimum = { alarmEmail: 'ops@quarter.example', sesIdentity: 'quarter.example' };

const configurations: Record<string, SynthOptions> = {
  'dev, defaults only': { stage: 'dev' },
  'dev, every option': { stage: 'dev', context: everyOption },
  'prod, required options only': { stage: 'prod', context: prodMinimum },
  'prod, every option': { stage: 'prod', context: everyOption },
};

interface LintMatch {
  readonly Filename: string;
  readonly Level: string;
  readonly Message: string;
  readonly Rule: { readonly Id: string };
  readonly Location: { readonly Path: readonly (string | number)[] };
}

/** One synthesis per configuration, written where the CDK app writes it (a temp cdk.out). */
const templates = Object.fromEntries(
  Object.entries(configurations).map(([name, options]) => {
    const { stack } = synthesise(options);
    return [name, path.join(Stage.of(stack)!.outdir, stack.templateFile)];
  }),
);

/** All templates in one cfn-lint process: its start-up (loading the resource schemas) is most of the cost. */
function lint(files: readonly string[]): LintMatch[] {
  const run = spawnSync('cfn-lint', ['--config-file', configFile, '--format', 'json', '--', ...files], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error && (run.error as NodeJS.ErrnoException).code === 'ENOENT')
    throw new Error(
      'cfn-lint is not installed or not on PATH. It is required by `npm test` (never skipped): install it with `pip install cfn-lint==1.51.0` (the version .ci/run installs).',
    );
  if (run.error) throw run.error;
  // Exit codes are a bit mask of the levels found (2 error, 4 warning, 8 informational); 1 is a crash.
  if (run.status === 1 || (run.stdout.trim() === '' && run.status !== 0))
    throw new Error(`cfn-lint failed to run (exit ${run.status}): ${run.stderr}`);
  return JSON.parse(run.stdout || '[]') as LintMatch[];
}

const describeMatch = (match: LintMatch) =>
  `${match.Rule.Id} ${match.Level} ${path.basename(match.Filename)} ${match.Location.Path.join('/')}: ${match.Message}`;

let linted: Map<string, LintMatch[]> | Error | undefined;

/**
 * The findings per template, from one cfn-lint run made by whichever test asks first. A failure to
 * run (cfn-lint missing) is remembered and fails every test with its message: never a skip.
 */
function findingsOf(file: string): LintMatch[] {
  if (linted === undefined) {
    try {
      const byFile = new Map<string, LintMatch[]>(Object.values(templates).map((name) => [name, []]));
      for (const match of lint(Object.values(templates))) byFile.get(match.Filename)?.push(match);
      linted = byFile;
    } catch (error: unknown) {
      linted = error instanceof Error ? error : new Error(String(error));
    }
  }
  if (linted instanceof Error) throw linted;
  const found = linted.get(file);
  if (!found) throw new Error(`${file} was not linted`);
  return found;
}

describe('cfn-lint', () => {
  it.each(Object.keys(configurations))(
    '%s: no error, warning or informational finding left (ignored rules are in .cfnlintrc.yaml)',
    (name) => {
      expect(findingsOf(templates[name]!).map(describeMatch)).toEqual([]);
    },
  );
});
