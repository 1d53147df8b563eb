import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

/**
 * `vite build` makes two browser builds into one folder, apart so they share no chunk:
 * - client: the builder app (editor/index.html), its manifest at .vite/manifest.json;
 * - visitor: the islands of visitor pages (renderer/client.tsx), one file per island fetched only by
 *   pages that show it, its manifest at .vite/visitor-manifest.json, which the server reads.
 */
const VISITOR_ENVIRONMENT = 'visitor';

const LODASH = /[\\/]node_modules[\\/]lodash[\\/]/;

/**
 * Visitor pages hydrate their islands with Preact through its React layer (preact/compat): the same
 * components the server renders with React, for about a tenth of react-dom's weight, which is what keeps
 * a page's JavaScript within its budget. The builder keeps React (Craft.js needs it).
 */
const PREACT_FOR_REACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

function preactForVisitors(): Plugin {
  return {
    name: 'visitor-preact',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === VISITOR_ENVIRONMENT,
    resolveId(source, importer, options) {
      const target = Object.hasOwn(PREACT_FOR_REACT, source) ? PREACT_FOR_REACT[source] : null;
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
    },
  };
}

export default defineConfig({
  plugins: [preactForVisitors(), react()],
  base: '/static/',
  // Builds every environment below, in order (the first empties the folder).
  builder: {},
  build: { outDir: 'dist' },
  environments: {
    client: {
      build: {
        emptyOutDir: true,
        manifest: true,
        rollupOptions: {
          input: { editor: resolve(import.meta.dirname, 'editor/index.html') },
          // lodash's modules have no side effects: Craft.js imports `cloneDeep` for its test helpers
          // only, and without this the whole of it stayed in the builder's first load (about 5 KB gzip).
          treeshake: { moduleSideEffects: (id: string) => !LODASH.test(id) },
          // Everything the builder's first load runs goes in one file: split into the small chunks that
          // lazy panels share with it, the same code was 19 files and 3.6 KB more gzip (each compressed
          // alone). Lazy panels import what they share from it.
          output: { codeSplitting: { groups: [{ name: 'editor', tags: ['$initial'] }] } },
        },
      },
    },
    [VISITOR_ENVIRONMENT]: {
      consumer: 'client',
      build: {
        emptyOutDir: false,
        manifest: '.vite/visitor-manifest.json',
        rollupOptions: { input: { client: resolve(import.meta.dirname, 'renderer/client.tsx') } },
      },
    },
  },
});
