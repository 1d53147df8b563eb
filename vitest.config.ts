import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Two projects: fast unit tests beside the code, and server tests over HTTP against a real database. */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: {
          alias: [
            { find: /^@craftjs\/core$/, replacement: fileURLToPath(new URL('node_modules/@craftjs/core/dist/esm/index.js', import.meta.url)) },
            { find: /^@craftjs\/utils$/, replacement: fileURLToPath(new URL('node_modules/@craftjs/utils/dist/esm/index.js', import.meta.url)) },
          ],
        },
        test: {
          name: 'unit',
          environment: 'node',
          sequence: { groupOrder: 0 },
          include: ['schema/**/*.test.ts', 'renderer/**/*.test.{ts,tsx}', 'editor/**/*.test.{ts,tsx}', 'fixtures/**/*.test.ts', 'bench/**/*.test.ts'],
          // Craft's ES modules, as the browser bundle has them: patches/ applies to those. Node's own
          // resolution would load the unpatched CommonJS build (the packages have no "exports").
          server: { deps: { inline: [/@craftjs\//] } },
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          sequence: { groupOrder: 1 },
          include: ['server/**/*.test.ts'],
          // One seeded database that every test file's server starts from a copy of.
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file opens its own database; two at a time suits a 2-core machine.
          maxWorkers: 2,
        },
      },
    ],
  },
});
