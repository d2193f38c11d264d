import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint fence of the web's layers (eslint.layers.js, issue #28): an import that points up the
 * layers (shell → features → shared → components → lib → domain) fails `npm run lint`. Run through
 * ESLint's own API on small sources placed in the tree, so a fence that could never fire fails here.
 */
const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const RULE = 'web-layers/no-upward-import';

let eslint: ESLint;
// The first lint loads the TypeScript parser and the whole config: seconds on a busy machine, so before the tests.
beforeAll(async () => {
  eslint = new ESLint({ cwd: repoRoot });
  await eslint.lintText('export {};', { filePath: 'web/src/lib/fence-probe.ts' });
}, 60_000);

async function fenceMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const fatal = result?.messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${filePath} did not parse: ${fatal.message}`);
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE).map((m) => m.message);
}

describe('the web layer fence', () => {
  it.each([
    [
      'lib importing the shell',
      'web/src/lib/fence-probe.ts',
      "import { AppRouter } from '../shell/router.tsx';\nexport const r = AppRouter;",
    ],
    [
      'a component importing a feature',
      'web/src/components/ui/fence-probe.ts',
      "export { siteMeta } from '../../features/site/meta.ts';",
    ],
    [
      'shared code loading a feature page',
      'web/src/shared/fence-probe.ts',
      "export const load = () => import('../features/site/pages/home.tsx');",
    ],
    [
      'a feature naming the shell in a type',
      'web/src/features/site/fence-probe.ts',
      "export type R = typeof import('../../shell/router.tsx');",
    ],
    [
      'a component importing shared code',
      'web/src/components/layout/fence-probe.ts',
      "import '../../shared/q-text.tsx';",
    ],
  ])('refuses %s', async (_name, file, code) => {
    const messages = await fenceMessages(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/a layer above it/);
  });

  it('allows imports down the layers and from the domain alias', async () => {
    const code = [
      "import { paths } from '../../lib/paths.ts';",
      "import { Button } from '../../components/ui/button.tsx';",
      "import { BANKING_PLATFORM_SETUP_FEE_NGN } from '@domain/plans-and-prices.ts';",
      'export const all = [paths, Button, BANKING_PLATFORM_SETUP_FEE_NGN];',
    ].join('\n');
    expect(await fenceMessages('web/src/features/site/fence-probe.ts', code)).toEqual([]);
    expect(
      await fenceMessages(
        'web/src/shell/fence-probe.ts',
        "export { siteMeta } from '../features/site/meta.ts';",
      ),
    ).toEqual([]);
  });
});
