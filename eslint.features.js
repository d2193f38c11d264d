import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The web app's feature fences (issue #17), with ESLint's own rules:
 * - feature code calls the API through web/src/lib/api-client.ts, never `fetch` itself;
 * - a feature imports shared code (lib/, components/, shared/) and its own files, never another
 *   feature: what two features share moves to shared code.
 * Relative import paths are matched as written, so the blocks are generated per feature and per
 * folder depth from the folders on disk; a new feature or a deeper folder is fenced on the next run.
 * test/unit/architecture/feature-fences.test.ts proves each fence fires.
 */
const FEATURES_DIR = 'web/src/features';
const root = path.dirname(fileURLToPath(import.meta.url));

const folders = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const depthBelow = (dir) => Math.max(0, ...folders(dir).map((name) => 1 + depthBelow(`${dir}/${name}`)));

/** Folder depths fenced: a few more than any folder has today, so a new subfolder is fenced at once. */
const fencedDepths = (dir) => Array.from({ length: Math.max(3, depthBelow(dir) + 2) }, (_, depth) => depth);

const FEATURES = folders(FEATURES_DIR);

const NO_FETCH = 'Call the API through web/src/lib/api-client.ts (apiCall, apiResponse), not fetch.';
const otherFeature = (feature) =>
  `A feature imports only shared code and its own files: move what ${feature} shares with another feature to web/src/shared/ (or lib/, components/).`;

const fetchFence = {
  files: [`${FEATURES_DIR}/**/*.{ts,tsx}`],
  ignores: ['**/*.test.{ts,tsx}', '**/*.test-support.{ts,tsx}'],
  rules: {
    'no-restricted-globals': ['error', { name: 'fetch', message: NO_FETCH }],
    'no-restricted-properties': [
      'error',
      ...['window', 'globalThis', 'self'].map((object) => ({ object, property: 'fetch', message: NO_FETCH })),
    ],
  },
};

/** Import paths, as written in a file `depth` folders below its feature's root, that reach `others`. */
function otherFeaturePatterns(depth, others) {
  const names = `(${others.join('|')})`;
  return [
    // Out of this feature into a sibling: ../auth/index.ts from the feature's root.
    `^(\\./)?(\\.\\./){${depth + 1}}${names}(/|$)`,
    // Further up and back in: ../../features/auth/index.ts.
    `^(\\.\\./){${depth + 2},}(.+/)?features/${names}(/|$)`,
  ];
}

function importFence(files, depth, others, message) {
  const patterns = otherFeaturePatterns(depth, others);
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: patterns.map((regex) => ({ regex, message })) }],
      // import() is not an ImportDeclaration: the same paths, checked on the expression.
      'no-restricted-syntax': [
        'error',
        ...patterns.map((regex) => ({
          selector: `ImportExpression > Literal[value=/${regex.replaceAll('/', '\\/')}/]`,
          message,
        })),
      ],
    },
  };
}

const featureFences = FEATURES.flatMap((feature) => {
  const others = FEATURES.filter((name) => name !== feature);
  return fencedDepths(`${FEATURES_DIR}/${feature}`).map((depth) =>
    importFence(
      [`${FEATURES_DIR}/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      depth,
      others,
      otherFeature(feature),
    ),
  );
});

/** Shared code sits below the features: it never imports one. */
const sharedFences = ['web/src/shared', 'web/src/components'].flatMap((dir) =>
  fencedDepths(dir).map((depth) =>
    importFence(
      [`${dir}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      depth,
      // From web/src/shared/x.ts, ../features/auth is a feature: one level more than inside a feature.
      FEATURES.map((name) => `features/${name}`),
      'Shared code does not import a feature; the feature imports it.',
    ),
  ),
);

export const featureFenceConfigs = [fetchFence, ...featureFences, ...sharedFences];
