import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/handlers/routes.ts';
import {
  BUNDLE_BUDGET_BYTES,
  bundleFunctions,
  forbidLocalStandIns,
  lambdaEntryNames,
  type BundleManifest,
} from '../../scripts/bundle-functions.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// Inside the repository, so the bundles resolve the external AWS SDK from node_modules as Lambda's
// runtime would resolve its own; dist/functions itself is left alone.
mkdirSync(path.join(repoRoot, 'dist'), { recursive: true });
const outDir = mkdtempSync(path.join(repoRoot, 'dist', '.bundle-test-'));
let manifest: BundleManifest;

beforeAll(async () => {
  manifest = await bundleFunctions({ outDir });
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const bundleOf = (name: string) => path.join(outDir, name, 'index.mjs');

/**
 * Imports each bundle in a plain Node process (as the Lambda runtime does, without Vite's transform)
 * and reports `typeof handler`. With ORIGIN_VERIFY_SECRET set as on AWS, each HTTP route's handler is
 * called without CloudFront's header, and chat with it and a body of the wrong type, to see zod answer.
 */
const LOADER = `
const results = {};
const direct = {};
const request = (headers, body) => ({
  version: '2.0', routeKey: 'POST /api/chat', rawPath: '/api/chat', rawQueryString: '',
  headers, body, isBase64Encoded: false,
  requestContext: { http: { method: 'POST', path: '/api/chat', sourceIp: '192.0.2.1' } },
});
for (const name of JSON.parse(process.env.BUNDLES)) {
  try {
    const mod = await import(process.env.OUT_URL + '/' + name + '/index.mjs');
    results[name] = typeof mod.handler;
    if (JSON.parse(process.env.ROUTE_HANDLERS).includes(name))
      direct[name] = (await mod.handler(request({}, '{}'))).statusCode;
  } catch (error) {
    results[name] = 'failed: ' + (error && error.message);
  }
}
const chat = await import(process.env.OUT_URL + '/chat/index.mjs');
const response = await chat.handler(
  request(
    { 'content-type': 'application/json', 'x-origin-verify': process.env.ORIGIN_VERIFY_SECRET },
    JSON.stringify({ messages: 'hello' }),
  ),
);
process.stdout.write(JSON.stringify({ results, direct, chat: response }));
`;

interface LoadReport {
  readonly results: Record<string, string>;
  /** Status of each HTTP route's handler called without the origin secret. */
  readonly direct: Record<string, number>;
  readonly chat: { statusCode: number; body: string };
}

const routeHandlers = [...new Set<string>(routes.map((route) => route.handler))].sort();

function loadEveryBundle(names: readonly string[]): LoadReport {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', LOADER], {
    env: {
      PATH: process.env.PATH ?? '',
      AWS_REGION: 'eu-west-1',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      BUNDLES: JSON.stringify(names),
      ROUTE_HANDLERS: JSON.stringify(routeHandlers),
      ORIGIN_VERIFY_SECRET: 'bundle-test-origin-secret',
      OUT_URL: pathToFileURL(outDir).href,
    },
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (run.status !== 0) throw new Error(`loading the bundles failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as LoadReport;
}

describe('the Lambda bundles', () => {
  it('exist for every handler of routes.ts and eventHandlers', () => {
    expect(Object.keys(manifest.functions).sort()).toEqual(lambdaEntryNames());
  });

  it(`stay within ${BUNDLE_BUDGET_BYTES / 1024} KB minified each (issue 9)`, () => {
    for (const [name, report] of Object.entries(manifest.functions)) {
      // index.mjs and the chunks it loads on first use (issue #31): every file of the handler's code.
      const code = readdirSync(path.dirname(bundleOf(name))).filter((file) => file.endsWith('.mjs'));
      const bytes = code.reduce(
        (sum, file) => sum + statSync(path.join(path.dirname(bundleOf(name)), file)).size,
        0,
      );
      expect(report.bytes, name).toBe(bytes);
      expect(report.initBytes, name).toBe(statSync(bundleOf(name)).size);
      expect(report.bytes, `${name}: ${JSON.stringify(report.top)}`).toBeLessThanOrEqual(BUNDLE_BUDGET_BYTES);
    }
    expect(manifest.budgetBytes).toBe(300 * 1024);
  });

  /**
   * Paystack sends every event to the one payments webhook, so it carries the payouts' transfer
   * events too (issue #29): it binds only what settling needs and parses with zod's mini build,
   * and keeps room under the cap for the next event it learns.
   */
  it('leave the payments webhook room under the cap', () => {
    const webhook = manifest.functions['payments-webhook']!;
    expect(webhook.bytes, JSON.stringify(webhook.top)).toBeLessThanOrEqual(280 * 1024);
    expect(webhook.inputs.filter((input) => /node_modules\/zod\/v4\/classic\//.test(input))).toEqual([]);
  });

  it('name their largest contributors', () => {
    const chat = manifest.functions.chat!;
    expect(chat.top.length).toBeGreaterThan(0);
    expect(chat.top.map((item) => item.bytes)).toEqual(
      [...chat.top.map((item) => item.bytes)].sort((a, b) => b - a),
    );
    expect(chat.top.map((item) => item.source)).toContain('functions/domain/q');
  });

  it('never contain a local stand-in', () => {
    for (const [name, report] of Object.entries(manifest.functions)) {
      expect(
        report.inputs.filter((input) => input.includes('functions/local/')),
        name,
      ).toEqual([]);
    }
  });

  it('leave the AWS SDK to the Lambda runtime', () => {
    for (const [name, report] of Object.entries(manifest.functions)) {
      expect(
        report.inputs.filter((input) => /node_modules\/@(aws-sdk|smithy)\//.test(input)),
        name,
      ).toEqual([]);
    }
    expect(manifest.sdk).toBe('external');
  });

  /*
   * Issue #31: a cold start pays for every SDK client a bundle imports at load. KMS, S3, Secrets
   * Manager, SES and Cognito serve some requests only (a reveal, an upload, a key read once, a mail,
   * a signed-in check), so their adapters load them on first use; only the DynamoDB client, which
   * nearly every request uses, is imported statically.
   */
  it('import the on-demand SDK clients only on first use, never at module load', () => {
    const onDemand =
      /^@aws-sdk\/(client-kms|client-s3|s3-presigned-post|client-secrets-manager|client-sesv2|client-cognito-identity-provider)$|^@smithy\/signature-v4$/;
    for (const name of Object.keys(manifest.functions)) {
      const code = readFileSync(bundleOf(name), 'utf8');
      const atLoad = [...code.matchAll(/(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g)]
        .map((found) => found[1] as string)
        .filter((specifier) => onDemand.test(specifier));
      expect(atLoad, name).toEqual([]);
    }
    // The adapters still reach them, on demand.
    expect(readFileSync(bundleOf('payments-verify'), 'utf8')).toMatch(
      /import\(\s*["']@aws-sdk\/client-sesv2["']\s*\)/,
    );
    expect(readFileSync(bundleOf('admin-launch-request-sensitive'), 'utf8')).toMatch(
      /import\(\s*["']@aws-sdk\/client-kms["']\s*\)/,
    );
  });

  it('load in plain Node, refuse requests that bypass CloudFront and still validate with zod', () => {
    const names = Object.keys(manifest.functions);
    const { results, direct, chat } = loadEveryBundle(names);
    expect(results).toEqual(Object.fromEntries(names.map((name) => [name, 'function'])));
    expect(direct).toEqual(Object.fromEntries(routeHandlers.map((name) => [name, 403])));
    expect(chat.statusCode).toBe(400);
    expect(JSON.parse(chat.body)).toMatchObject({
      error: { code: 'validation', message: expect.stringContaining('messages') },
    });
  });

  it('refuse to build when a handler reaches functions/local', async () => {
    const entry = path.join(mkdtempSync(path.join(tmpdir(), 'quarter-leak-')), 'leaky.ts');
    writeFileSync(entry, `import '${path.join(repoRoot, 'functions', 'local', 'logger.ts')}';\n`);
    await expect(
      build({
        entryPoints: [entry],
        bundle: true,
        write: false,
        logLevel: 'silent',
        plugins: [forbidLocalStandIns],
      }),
    ).rejects.toThrow(/functions\/local\/logger\.ts is a local stand-in/);
  });
});
