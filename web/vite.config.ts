import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { plainDynamicImport } from './scripts/vite-plain-dynamic-import.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * `npm run build:web` runs from the repo root, so every path here is anchored to this file.
 * The app imports shared domain code from ../functions/domain, hence fs.allow on the repo root.
 * During `vite` dev, VITE_API_ORIGIN (e.g. http://localhost:3000) proxies the product's own
 * endpoints so the dev server behaves like the served build.
 */
const apiOrigin = process.env.VITE_API_ORIGIN;
const proxied = ['/api', '/config.json', '/_local'];

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [plainDynamicImport(), react(), tailwindcss()],
  // The shared domain by one name (issue #28); the same alias is in web/tsconfig.json and vitest.config.ts.
  resolve: { alias: { '@domain': `${repoRoot}functions/domain` } },
  server: {
    fs: { allow: [repoRoot] },
    proxy: apiOrigin
      ? {
          ...Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiOrigin, changeOrigin: true }])),
          '/ws': { target: apiOrigin, ws: true },
        }
      : undefined,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // No preload lists in the entry (1.5 KB gzipped of every first load, issue #31). A pre-rendered
    // page's chunks are preloaded by boot.ts; a client-rendered route fetches its page's imports
    // once the page chunk has arrived (one round trip more, on the few routes that are not public pages).
    modulePreload: false,
    sourcemap: true,
    // Reports per-chunk gzip sizes: the public-route budget is 85 KB of initial JS.
    reportCompressedSize: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React in one chunk every page loads first: left to itself the bundler splits react and its
          // JSX runtime out of the entry into small chunks of their own once a deferred part of a page
          // (features/site/deferred-island.tsx) shares them, which costs bytes and requests (#31).
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
