import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleFunctions } from '../../scripts/bundle-functions.ts';

/**
 * Issue #31: the chat, chat-stream and whatsapp-worker Lambdas import Q (the Bedrock runtime client,
 * Q's adapters, the built-in guide and its knowledge) the first time Q is asked, not at module init,
 * where they were most of the cold start. Each process below records every module Node loads (a
 * loader hook), so a static import that brings any of them back into module init fails here: in the
 * source as Node runs it, and in the bundles as esbuild builds them (esbuild hoists a package's
 * import to the top of a bundle even from a module it loads lazily).
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const Q_LAMBDAS = ['chat', 'chat-stream', 'whatsapp-worker'] as const;
const BEDROCK_SDK = '@aws-sdk/client-bedrock-runtime';

/**
 * Q, as the modules that must wait for the first question: the SDK, Bedrock's adapters, the guide and
 * its knowledge. Only the chat's fault-injection marker (one string, read on every request) is not.
 */
const isQ = (url: string) =>
  url.includes('/client-bedrock-runtime/') ||
  /\/functions\/adapters\/assistant\/bedrock-/.test(url) ||
  (url.includes('/functions/domain/q/') && !url.endsWith('/functions/domain/q/fault-injection.ts'));

/** Configuration only, as a deployed function has; nothing it names is reachable. */
const ENV: Record<string, string> = {
  PATH: process.env.PATH ?? '',
  AWS_REGION: 'eu-west-1',
  AWS_ACCESS_KEY_ID: 'first-use',
  AWS_SECRET_ACCESS_KEY: 'first-use',
  TABLE_NAME: 'first-use',
  SITE_URL: 'https://example.com',
  MAIL_FROM: 'Quarter <hello@example.com>',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

/** Posts the URL of every module Node loads to the main thread, in load order. */
const HOOKS = [
  'let port;',
  'export function initialize(data) { port = data.port; }',
  'export async function load(url, context, next) { port.postMessage(url); return next(url, context); }',
].join('\n');

/**
 * The start of each child: `loadedSoFar()` answers every module loaded until then (a marker module is
 * imported and waited for, and the hook's messages arrive in order).
 */
const WATCH = `
import { register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
const { port1, port2 } = new MessageChannel();
const loaded = [];
let markerSeen;
port1.on('message', (url) => { loaded.push(url); if (url.includes('q-first-use-marker')) markerSeen(); });
register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(HOOKS)}), { data: { port: port2 }, transferList: [port2] });
let markers = 0;
async function loadedSoFar() {
  const seen = new Promise((resolve) => (markerSeen = resolve));
  await import('data:text/javascript,export default 0;//q-first-use-marker-' + (markers += 1));
  await seen;
  return loaded.filter((url) => !url.includes('q-first-use-marker'));
}
const answer = (result) => { process.stdout.write('\\nRESULT ' + JSON.stringify(result) + '\\n'); process.exit(0); };
`;

/** Runs `script` after WATCH in a fresh Node and answers what it passed to `answer`. */
function runWatched(script: string, nodeArgs: readonly string[], env: Record<string, string>) {
  return new Promise<Record<string, unknown>>((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, '--input-type=module', '-e', WATCH + script], {
      cwd: repoRoot,
      env: { ...ENV, ...env },
      timeout: 60_000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => {
      const line = stdout.split('\n').findLast((text) => text.startsWith('RESULT '));
      if (status !== 0 || !line) {
        reject(new Error(`the watched Node exited ${status} without a result: ${stderr.trim() || stdout}`));
        return;
      }
      resolve(JSON.parse(line.slice('RESULT '.length)) as Record<string, unknown>);
    });
  });
}

const question = {
  messages: [
    { role: 'assistant', content: 'Hi, I am Q. What business do you want to start?' },
    { role: 'user', content: 'How much does it cost?' },
  ],
  context: 'widget',
  sessionId: 'chat-1700000000000-abcdefghi',
};

describe('Q at a chat Lambda module init, as Node runs the source', () => {
  it('is not loaded when the three handlers are imported; the guide loads on its first answer and Bedrock on its first question', async () => {
    const handlers = Q_LAMBDAS.map((name) =>
      pathToFileURL(path.join(repoRoot, 'functions', 'handlers', `${name}.ts`)),
    );
    const fromEnv = pathToFileURL(
      path.join(repoRoot, 'functions', 'adapters', 'assistant', 'assistant-from-env.ts'),
    );
    const script = `
for (const handler of ${JSON.stringify(handlers)}) await import(handler);
const atInit = await loadedSoFar();
const { assistantFromEnv } = await import(${JSON.stringify(fromEnv)});
process.env.BEDROCK_MODEL_ID = '';
const guideReply = await assistantFromEnv().reply(${JSON.stringify(question)});
const afterGuide = await loadedSoFar();
// A model whose endpoint refuses the connection at once: Bedrock is asked, fails, and the guide answers.
process.env.BEDROCK_MODEL_ID = 'eu.anthropic.first-use';
process.env.BEDROCK_ENDPOINT = 'http://127.0.0.1:9';
const fallbackReply = await assistantFromEnv().reply(${JSON.stringify(question)});
const afterBedrock = await loadedSoFar();
answer({ atInit, afterGuide, afterBedrock, guideReply, fallbackReply });
`;
    const seen = await runWatched(script, ['--import', 'tsx'], {});
    const atInit = seen.atInit as string[];
    const afterGuide = seen.afterGuide as string[];
    const afterBedrock = seen.afterBedrock as string[];

    // The handlers and their composition were loaded, and nothing of Q.
    for (const name of Q_LAMBDAS)
      expect(atInit.some((url) => url.endsWith(`/handlers/${name}.ts`))).toBe(true);
    expect(atInit.some((url) => url.endsWith('/adapters/assistant/assistant-from-env.ts'))).toBe(true);
    expect(atInit.filter(isQ)).toEqual([]);

    // The guide's first answer loads the guide and its knowledge, and still no Bedrock.
    expect(seen.guideReply).toContain('Starting from ₦5,000,000');
    expect(afterGuide.some((url) => url.endsWith('/functions/domain/q/built-in-guide.ts'))).toBe(true);
    expect(afterGuide.some((url) => url.endsWith('/functions/domain/q/knowledge/index.ts'))).toBe(true);
    expect(afterGuide.filter((url) => url.includes('/client-bedrock-runtime/'))).toEqual([]);

    // The first question to a configured model loads its SDK; its failure is the guide's answer.
    expect(afterBedrock.some((url) => url.includes('/client-bedrock-runtime/'))).toBe(true);
    expect(seen.fallbackReply).toBe(seen.guideReply);
  });
});

describe('Q at a chat Lambda module init, as esbuild bundles it', () => {
  mkdirSync(path.join(repoRoot, 'dist'), { recursive: true });
  // Inside the repository, so a bundle resolves the external SDK from node_modules as Lambda would.
  const outDir = mkdtempSync(path.join(repoRoot, 'dist', '.q-first-use-'));

  beforeAll(async () => {
    await bundleFunctions({ outDir, entries: Q_LAMBDAS });
  });
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  interface Output {
    readonly imports: readonly { path: string; kind: string; external?: boolean }[];
    readonly inputs: Readonly<Record<string, unknown>>;
  }

  /** Every file esbuild wrote for the handler (index.mjs and its chunks), and those module init loads. */
  function outputsOf(name: string) {
    const metafile = JSON.parse(readFileSync(path.join(outDir, 'metafile.json'), 'utf8')) as {
      outputs: Record<string, Output>;
    };
    const folder = `${path.relative(repoRoot, path.join(outDir, name)).split(path.sep).join('/')}/`;
    const all = Object.entries(metafile.outputs).filter(
      ([file]) => file.startsWith(folder) && file.endsWith('.mjs'),
    );
    const atInit = new Set<string>();
    const pending = [`${folder}index.mjs`];
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      if (atInit.has(file)) continue;
      atInit.add(file);
      for (const entry of metafile.outputs[file]?.imports ?? [])
        if (!entry.external && entry.kind === 'import-statement') pending.push(entry.path);
    }
    return { all, atInit: all.filter(([file]) => atInit.has(file)) };
  }

  it.each(Q_LAMBDAS)('%s loads no Bedrock SDK at module init, and imports it dynamically', async (name) => {
    const bundle = pathToFileURL(path.join(outDir, name, 'index.mjs')).href;
    const seen = await runWatched(
      `await import(${JSON.stringify(bundle)}); answer({ atInit: await loadedSoFar() });`,
      [],
      {},
    );
    const atInit = seen.atInit as string[];
    // The watch sees the SDK packages a bundle loads: the document client is every one's floor.
    expect(atInit.some((url) => url.includes('/lib-dynamodb/'))).toBe(true);
    expect(atInit.filter(isQ)).toEqual([]);

    const sdkImports = outputsOf(name).all.flatMap(([, output]) =>
      output.imports.filter((entry) => entry.path === BEDROCK_SDK),
    );
    expect(sdkImports.length).toBeGreaterThan(0);
    expect(sdkImports.filter((entry) => entry.kind !== 'dynamic-import')).toEqual([]);
  });

  it.each(Q_LAMBDAS)(
    '%s keeps the built-in guide and its knowledge out of what module init loads',
    (name) => {
      const { all, atInit } = outputsOf(name);
      const inputsOf = (outputs: typeof all) => outputs.flatMap(([, output]) => Object.keys(output.inputs));
      // The guide and its knowledge are deployed with the handler, for the first answer ...
      expect(inputsOf(all)).toContain('functions/domain/q/built-in-guide.ts');
      expect(inputsOf(all)).toContain('functions/domain/q/knowledge/index.ts');
      // ... in chunks that index.mjs imports only dynamically, so a cold start does not even parse them.
      expect(inputsOf(atInit).filter((file) => isQ(`/${file}`))).toEqual([]);
    },
  );
});
