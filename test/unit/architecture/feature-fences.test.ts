import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The web app's feature fences (eslint.features.js): feature code does not call `fetch` (the API
 * client in web/src/lib does), and no feature imports another. The rules are run through ESLint's
 * own API on small sources placed in the tree, so a fence that could never fire fails here; the
 * tree itself is then read without ESLint, so a pattern that misses a path cannot hide an import.
 */
const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const featuresDir = path.join(repoRoot, 'web', 'src', 'features');
/** Read from disk, not from the config: a feature the config missed would fail below. */
const FEATURES = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const FENCE_RULES = [
  'no-restricted-globals',
  'no-restricted-properties',
  'no-restricted-imports',
  'no-restricted-syntax',
];

let eslint: ESLint;
// ESLint loads its config and plugins on the first lint, seconds on a loaded machine: paid here, once,
// so the first case is not timed on it (it timed out at 5 s under load).
beforeAll(async () => {
  eslint = new ESLint({ cwd: repoRoot });
  await eslint.lintText('export {};', { filePath: 'web/src/lib/warm-up.ts' });
}, 60_000);

/** The fence rules a source breaks, as if it were the file at `filePath` (relative to the repo root). */
async function fencesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const fatal = result?.messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${filePath} did not parse: ${fatal.message}`);
  return (result?.messages ?? [])
    .map((message) => message.ruleId ?? '')
    .filter((rule) => FENCE_RULES.includes(rule));
}

describe('no fetch in feature code', () => {
  it.each([
    ['fetch', "export const answer = fetch('/api/simple-test');"],
    ['window.fetch', "export const answer = window.fetch('/api/simple-test');"],
    ['globalThis.fetch', "export const answer = globalThis.fetch('/api/simple-test');"],
    ['a borrowed fetch', 'export const send = globalThis.fetch;'],
  ])('refuses %s', async (_name, code) => {
    expect(await fencesBroken('web/src/features/chat-widget/fence-probe.ts', code)).not.toEqual([]);
  });

  it('allows it in tests and in the web library', async () => {
    const code = "export const answer = fetch('/api/simple-test');";
    expect(await fencesBroken('web/src/features/chat-widget/fence-probe.test.ts', code)).toEqual([]);
    expect(await fencesBroken('web/src/lib/fence-probe.ts', code)).toEqual([]);
  });
});

describe('no feature imports another', () => {
  it.each(FEATURES)(
    'refuses %s importing another feature, at its root and in a subfolder',
    async (feature) => {
      const other = FEATURES.find((name) => name !== feature)!;
      const probes: Array<[file: string, code: string]> = [
        [`web/src/features/${feature}/fence-probe.ts`, `export { x } from '../${other}/x.ts';`],
        [
          `web/src/features/${feature}/sub/fence-probe.ts`,
          `import { x } from '../../${other}/x.ts';\nexport const y = x;`,
        ],
        [
          `web/src/features/${feature}/sub/fence-probe.tsx`,
          `export const load = () => import('../../${other}/x.ts');`,
        ],
        [
          `web/src/features/${feature}/fence-probe.ts`,
          `import { x } from '../../features/${other}/x.ts';\nexport const y = x;`,
        ],
      ];
      for (const [file, code] of probes)
        expect(await fencesBroken(file, code), `${file}: ${code}`).not.toEqual([]);
    },
  );

  it('allows shared code and the feature’s own files', async () => {
    const code = [
      "import { apiCall } from '../../../lib/api-client.ts';",
      "import { Button } from '../../../components/ui/button.tsx';",
      "import { accessToken } from '../../../shared/auth/index.ts';",
      "import { schedulingFrameUrl } from '../api/scheduling.ts';",
      "import { launchHead } from '../head.ts';",
      'export const all = [apiCall, Button, accessToken, schedulingFrameUrl, launchHead];',
    ].join('\n');
    expect(await fencesBroken('web/src/features/launch-chat/components/fence-probe.ts', code)).toEqual([]);
  });

  it('refuses shared code importing a feature', async () => {
    const code = "import { x } from '../../features/admin/x.ts';\nexport const y = x;";
    expect(await fencesBroken('web/src/shared/auth/fence-probe.ts', code)).not.toEqual([]);
  });
});

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const featureOf = (file: string): string | undefined => {
  const relative = path.relative(featuresDir, file);
  return relative.startsWith('..') ? undefined : relative.split(path.sep)[0];
};

describe('the web app today', () => {
  it('has no import from one feature into another, tests included', () => {
    const crossings = sourceFiles(featuresDir).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(IMPORT)]
        .map((match) => path.resolve(path.dirname(file), (match[1] ?? match[2])!))
        .filter((target) => featureOf(target) !== undefined && featureOf(target) !== featureOf(file))
        .map((target) => `${path.relative(repoRoot, file)} -> ${path.relative(repoRoot, target)}`),
    );
    expect(crossings).toEqual([]);
  });
});
