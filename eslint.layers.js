import path from 'node:path';

/**
 * The web app's layers (issue #28), top to bottom. A module imports its own layer or a layer below,
 * never one above: the shell assembles the features, a feature builds on shared code, components and
 * the library, and everything rests on the shared domain (functions/domain, imported as `@domain/...`).
 * The lint rule below (web-layers/no-upward-import) and scripts/upward-imports.ts (run by
 * test/unit/architecture/upward-imports.test.ts) both judge an import with `upwardImport`.
 */
export const WEB_LAYERS = [
  { name: 'shell', holds: ['web/src/shell/', 'web/src/main.tsx', 'web/src/boot.ts'] },
  { name: 'features', holds: ['web/src/features/'] },
  { name: 'shared', holds: ['web/src/shared/'] },
  { name: 'components', holds: ['web/src/components/'] },
  { name: 'lib', holds: ['web/src/lib/'] },
  { name: 'domain', holds: ['functions/domain/'] },
];

/** The `@domain/...` alias (web/tsconfig.json paths, web/vite.config.ts, vitest.config.ts). */
export const DOMAIN_ALIAS = '@domain/';
const DOMAIN_DIR = 'functions/domain/';

const posix = (file) => file.split(path.sep).join('/');

/** The layer index of a repo-relative file (0 is the top), or undefined outside the layers. */
export function layerOf(file) {
  const index = WEB_LAYERS.findIndex((layer) =>
    layer.holds.some((held) => (held.endsWith('/') ? file.startsWith(held) : file === held)),
  );
  return index < 0 ? undefined : index;
}

/** The repo-relative file an import specifier written in `fromFile` names, or undefined for a package. */
export function resolveSpecifier(fromFile, specifier) {
  if (specifier.startsWith(DOMAIN_ALIAS)) return DOMAIN_DIR + specifier.slice(DOMAIN_ALIAS.length);
  if (!specifier.startsWith('.')) return undefined;
  return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
}

/**
 * Why `specifier` in the repo-relative `fromFile` is an upward import, or undefined when it points
 * down, sideways or outside the layers.
 */
export function upwardImport(fromFile, specifier) {
  const from = layerOf(fromFile);
  const target = resolveSpecifier(fromFile, specifier);
  if (from === undefined || target === undefined) return undefined;
  const to = layerOf(target);
  if (to === undefined || to >= from) return undefined;
  const order = WEB_LAYERS.map((layer) => layer.name).join(' → ');
  return (
    `${WEB_LAYERS[from].name} imports ${WEB_LAYERS[to].name}, a layer above it (${order}). ` +
    `Move what both need down to ${WEB_LAYERS[from].name} or below, or let the upper layer pass it in.`
  );
}

/** ESLint rule: reports an upward import, static, re-exported, dynamic or in a type. */
const noUpwardImport = {
  meta: { type: 'problem', schema: [], docs: { description: 'Web imports point down the layers only.' } },
  create(context) {
    const fromFile = posix(path.relative(context.cwd, context.filename));
    if (layerOf(fromFile) === undefined) return {};
    const check = (node) => {
      if (!node || typeof node.value !== 'string') return;
      const message = upwardImport(fromFile, node.value);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.literal ?? node.argument),
    };
  },
};

export const layerFenceConfigs = [
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'web-layers': { rules: { 'no-upward-import': noUpwardImport } } },
    rules: { 'web-layers/no-upward-import': 'error' },
  },
];
