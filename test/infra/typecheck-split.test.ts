import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function parsed(configFile: string): ts.ParsedCommandLine {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(repoRoot, configFile),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`${configFile} could not be read`);
  return config;
}

/**
 * `npm run typecheck` checks tsconfig.json as two programs side by side (tsconfig.app.json and
 * tsconfig.cdk.json), because one program loading aws-cdk-lib next to everything else took most of
 * the time. The split must not drop a file or loosen an option.
 */
describe('the typecheck split', () => {
  const root = parsed('tsconfig.json');
  const halves = ['tsconfig.app.json', 'tsconfig.cdk.json'].map(parsed);

  it('checks every file tsconfig.json includes, and nothing it does not', () => {
    const union = new Set(halves.flatMap((half) => half.fileNames));
    expect([...union].sort()).toEqual([...root.fileNames].sort());
  });

  it('checks each half with exactly the options of tsconfig.json', () => {
    for (const half of halves)
      expect(half.options).toEqual({ ...root.options, configFilePath: half.options.configFilePath });
  });
});
