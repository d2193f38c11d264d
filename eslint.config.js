import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { featureFenceConfigs } from './eslint.features.js';
import { layerFenceConfigs } from './eslint.layers.js';

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', 'dist', 'coverage', '.data', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...featureFenceConfigs,
  ...layerFenceConfigs,
);
