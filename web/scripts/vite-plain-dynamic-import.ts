import type { Plugin } from 'vite';

/** Vite's own module that every dynamic import() of the app is wrapped in. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Issue #31: with `build.modulePreload: false` Vite still wraps every import() in its preload helper
 * (1 KB of gzipped code in every first load) although it has nothing to preload: no chunk of this app
 * imports CSS (Tailwind is one stylesheet in the shell). This plugin makes the helper a plain call,
 * and fails the build if a chunk ever does import CSS, since the helper would then be needed to load it.
 */
export function plainDynamicImport(): Plugin {
  return {
    name: 'quarter:plain-dynamic-import',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : undefined;
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.isEntry) continue;
        const css = chunk.viteMetadata?.importedCss;
        if (css && css.size > 0) {
          this.error(
            `${chunk.fileName} imports CSS (${[...css].join(', ')}): web/scripts/vite-plain-dynamic-import.ts ` +
              'would no longer load it; remove the plugin and let Vite preload it',
          );
        }
      }
    },
  };
}
