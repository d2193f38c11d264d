import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Figure } from './figures.ts';
import type { ProductProcess } from './product-process.ts';
import { median } from './stats.ts';
import { repoRoot } from './web-routes.ts';

const SECTION = 'Sign-in code trigger (Cognito waits 5 s for a trigger)';
/** Cognito gives a trigger 5 s; a cold CreateAuthChallenge must leave most of it unused. */
export const CREATE_CHALLENGE_COLD_BUDGET_MS = 2_500;

/**
 * A fresh process imports the CreateAuthChallenge bundle and answers one first ask of a sign-in
 * for a known user: module init, the scrypt hash of the code, the DynamoDB write and the e-mail
 * through the local SES stand-in, as a cold Lambda does (the response floor included). Then a
 * second ask in the same process, as a warm one.
 */
const CHILD = `
const started = performance.now();
const { handler } = await import(process.env.BENCH_MODULE);
const event = () => ({
  version: '1', triggerSource: 'CreateAuthChallenge_Authentication', region: 'eu-west-1',
  userPoolId: 'eu-west-1_bench', userName: 'bench-user',
  callerContext: { awsSdkVersion: 'bench', clientId: 'bench' },
  request: { userAttributes: { email: 'bench-' + Math.random().toString(36).slice(2) + '@example.com' }, challengeName: 'CUSTOM_CHALLENGE', session: [] },
  response: {},
});
await handler(event());
const cold = performance.now() - started;
const again = performance.now();
await handler(event());
process.stdout.write(JSON.stringify({ cold, warm: performance.now() - again }));
`;

function runOnce(product: ProductProcess): Promise<{ cold: number; warm: number }> {
  const bundle = path.join(repoRoot, 'dist', 'functions', 'auth-create-challenge', 'index.mjs');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', CHILD], {
      env: {
        PATH: process.env.PATH ?? '',
        BENCH_MODULE: pathToFileURL(bundle).href,
        AWS_REGION: 'eu-west-1',
        AWS_ACCESS_KEY_ID: 'bench',
        AWS_SECRET_ACCESS_KEY: 'bench',
        TABLE_NAME: product.tableName,
        DYNAMODB_ENDPOINT: product.dynamodbEndpoint,
        SES_ENDPOINT: `${product.url}/_local/ses`,
        MAIL_FROM: 'Quarter <hello@quarter.local>',
        METRICS_DISABLED: 'true',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 30_000,
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      try {
        if (code !== 0) throw new Error(err.trim().split('\n').slice(-3).join(' '));
        resolve(JSON.parse(out) as { cold: number; warm: number });
      } catch (error: unknown) {
        reject(
          new Error(
            `auth-create-challenge did not answer: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
      }
    });
  });
}

export async function createChallengeColdFigures(product: ProductProcess, runs: number): Promise<Figure[]> {
  const samples: { cold: number; warm: number }[] = [];
  for (let run = 0; run < runs; run += 1) samples.push(await runOnce(product));
  const cold = median(samples.map((sample) => sample.cold));
  const warm = median(samples.map((sample) => sample.warm));
  return [
    {
      section: SECTION,
      name: 'CreateAuthChallenge cold (init + scrypt + DynamoDB + e-mail)',
      value: Math.round(cold),
      unit: 'ms',
      budget: { max: CREATE_CHALLENGE_COLD_BUDGET_MS },
      note: `median of ${runs}; 512 MB on AWS; includes the 400 ms response floor`,
    },
    {
      section: SECTION,
      name: 'CreateAuthChallenge warm',
      value: Math.round(warm),
      unit: 'ms',
      note: 'same process, second sign-in',
    },
  ];
}
