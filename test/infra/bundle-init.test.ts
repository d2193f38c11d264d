import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POWERTOOLS_LAZY_PACKAGES } from '../../functions/adapters/powertools.ts';
import { powertoolsPackages, runtimeSdkPackages } from '../../lib/lambda-runtime.ts';
import { bundleFunctions, lambdaEntryNames } from '../../scripts/bundle-functions.ts';
import { synthesise } from './synth.ts';
import { functionsByHandler } from './template-queries.ts';

/**
 * Cold start as Lambda does it: each bundle imported by plain Node in a folder that holds the bundles,
 * the runtime's AWS SDK and what the Powertools layer holds (lib/lambda-runtime.ts) and nothing else, with the environment its
 * function gets in the prod template. A bundle that reaches for a package the runtime lacks, or
 * throws at import on a variable it reads, fails here rather than on its first request.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** What Lambda puts beside the bundle: the runtime's SDK and the Powertools layer. */
const providedPackages: Readonly<Record<string, string>> = { ...runtimeSdkPackages, ...powertoolsPackages };
const clean = mkdtempSync(path.join(tmpdir(), 'quarter-lambda-'));
const bundleDir = path.join(clean, 'functions');

/** Stand-ins for the values CloudFormation fills in at deploy (Refs and GetAtts in the template). */
const deployTimeValues: Readonly<Record<string, string>> = {
  TABLE_NAME: 'Quarter-prod-DataTable-1ABCDEF',
  SITE_URL: 'https://d111111abcdef8.cloudfront.net',
  USER_POOL_ID: 'eu-west-1_AbCdEf123',
  USER_POOL_CLIENT_ID: '1example23456789example',
  STAFF_CLIENT_ID: '2example34567890example',
  COGNITO_ISSUER: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbCdEf123',
  ORIGIN_VERIFY_SECRET: 'bundle-init-origin-secret',
  ORIGIN_VERIFY_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:111111111111:secret:OriginVerifySecret-AbCdEf',
  PAYSTACK_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:111111111111:secret:PaystackSecret-AbCdEf',
  CALENDLY_SIGNING_KEY_ARN: 'arn:aws:secretsmanager:eu-west-1:111111111111:secret:CalendlySigningKey-AbCdEf',
  FIELD_KEY_ID: 'arn:aws:kms:eu-west-1:111111111111:key/1234abcd-12ab-34cd-56ef-1234567890ab',
  UPLOAD_BUCKET: 'quarter-prod-uploadsbucket-abcdef',
  WS_MANAGEMENT_ENDPOINT: 'https://abc123.execute-api.eu-west-1.amazonaws.com/ws',
  SES_CONFIGURATION_SET: 'ObservabilityMailConfigurationSetABC123',
  // Issue #30 (WhatsApp configured).
  WHATSAPP_QUEUE_URL: 'https://sqs.eu-west-1.amazonaws.com/111111111111/Quarter-prod-WhatsappQueue',
  WHATSAPP_APP_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:111111111111:secret:WhatsappAppSecret-AbCdEf',
  WHATSAPP_VERIFY_TOKEN_ARN:
    'arn:aws:secretsmanager:eu-west-1:111111111111:secret:WhatsappVerifyToken-AbCdEf',
  WHATSAPP_ACCESS_TOKEN_ARN:
    'arn:aws:secretsmanager:eu-west-1:111111111111:secret:WhatsappAccessToken-AbCdEf',
};

/** What the Lambda runtime itself sets (a subset: what SDK clients and handlers may read at import). */
const runtimeEnvironment = (name: string) => ({
  AWS_REGION: 'eu-west-1',
  AWS_DEFAULT_REGION: 'eu-west-1',
  AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x',
  AWS_LAMBDA_FUNCTION_NAME: `Quarter-prod-${name}`,
  AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '512',
  LAMBDA_TASK_ROOT: path.join(bundleDir, name),
  TZ: ':UTC',
});

const { template } = synthesise({
  stage: 'prod',
  context: {
    alarmEmail: 'ops@quarter.example',
    sesIdentity: 'quarter.example',
    // Issue #30: with a WhatsApp number, so its webhook and worker are deployed and cold-started too.
    whatsappPhoneNumberId: '106540352242922',
  },
});
const deployed = functionsByHandler(template);

/** The function's variables from the template: literal values as they are, deploy-time ones stood in for. */
function environmentOf(name: string): Record<string, string> {
  const fn = deployed.get(name);
  if (!fn) throw new Error(`no Lambda for ${name} in the prod template`);
  const variables = (fn.properties.Environment as { Variables: Record<string, unknown> }).Variables;
  return Object.fromEntries(
    Object.entries(variables).map(([key, value]) => {
      if (typeof value === 'string') return [key, value];
      const standIn = deployTimeValues[key];
      if (!standIn)
        throw new Error(`${name}: ${key} is filled in at deploy; add a stand-in to deployTimeValues`);
      return [key, standIn];
    }),
  );
}

/**
 * Imports one bundle in a fresh Node with only `env`, loads from beside it what the bundle requires
 * on first use rather than at import (Powertools: functions/adapters/powertools.ts), and says what
 * `handler` is.
 */
function coldStart(name: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const bundle = pathToFileURL(path.join(bundleDir, name, 'index.mjs')).href;
  const script =
    `const mod = await import(${JSON.stringify(bundle)});` +
    `const { createRequire } = await import('node:module');` +
    `for (const name of ${JSON.stringify(POWERTOOLS_LAZY_PACKAGES)}) createRequire(${JSON.stringify(bundle)})(name);` +
    'process.stdout.write(typeof mod.handler);';
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: path.join(bundleDir, name),
      env: { PATH: process.env.PATH ?? '', ...runtimeEnvironment(name), ...environmentOf(name) },
      timeout: 30_000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** Every package import the bundles leave to the runtime, from esbuild's metafile. */
function externalImports(): Set<string> {
  const metafile = JSON.parse(readFileSync(path.join(bundleDir, 'metafile.json'), 'utf8')) as {
    outputs: Record<string, { imports: { path: string; external?: boolean }[] }>;
  };
  return new Set(
    Object.values(metafile.outputs).flatMap((output) =>
      output.imports.filter((entry) => entry.external).map((entry) => entry.path),
    ),
  );
}

beforeAll(async () => {
  await bundleFunctions({ outDir: bundleDir });
  // Symlinks to the installed packages: Node follows them to their real place, where the SDK's own
  // dependencies (@smithy/*, tslib, ...) resolve as they do inside the runtime's node_modules.
  for (const name of Object.keys(providedPackages)) {
    mkdirSync(path.dirname(path.join(clean, 'node_modules', name)), { recursive: true });
    symlinkSync(path.join(repoRoot, 'node_modules', name), path.join(clean, 'node_modules', name), 'dir');
  }
});
afterAll(() => rmSync(clean, { recursive: true, force: true }));

describe('Lambda cold start in a clean folder with only the runtime SDK and the Powertools layer', () => {
  it('loads the pinned SDK and Powertools versions, which are the installed ones', () => {
    for (const [name, version] of Object.entries(providedPackages)) {
      const manifest = JSON.parse(
        readFileSync(path.join(clean, 'node_modules', name, 'package.json'), 'utf8'),
      ) as { version: string };
      expect(manifest.version, `${name} in node_modules; update lib/lambda-runtime.ts`).toBe(version);
    }
  });

  it('finds no other node_modules the bundles could fall back on', () => {
    for (let dir = path.dirname(clean); dir !== path.dirname(dir); dir = path.dirname(dir))
      expect(existsSync(path.join(dir, 'node_modules')), dir).toBe(false);
  });

  it('leaves only Node built-ins, the pinned SDK packages and the Powertools layer to the runtime', () => {
    const outside = [...externalImports()].filter(
      (name) => !name.startsWith('node:') && !(name in providedPackages),
    );
    expect(outside).toEqual([]);
  });

  it.each(lambdaEntryNames())('%s imports with its prod environment and exports handler', async (name) => {
    const { status, stdout, stderr } = await coldStart(name);
    expect({ status, handler: stdout, stderr: stderr.trim() }).toEqual({
      status: 0,
      handler: 'function',
      stderr: '',
    });
  });
});
