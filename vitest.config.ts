import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const UNIT_FOLDERS = ['schema', 'renderer', 'editor', 'fixtures', 'bench'];
const UNIT_TEST = /\.test\.tsx?$/;

/**
 * The unit test files, by what they need. Those that replace a module (vi.mock) need a module registry
 * of their own, or the module another file loaded first is the one they get. The rest share one per
 * worker, apart for those in plain Node and those in a browser-like document (their first line names
 * happy-dom): React and Craft keep the document they first met.
 */
function unitTests(): { node: string[]; document: string[]; mocking: string[] } {
  const files = UNIT_FOLDERS.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => UNIT_TEST.test(file) && !file.includes('node_modules'))
      .map((file) => ({ path: `${folder}/${file}`, text: readFileSync(`${folder}/${file}`, 'utf8') })),
  );
  const mocking = files.filter((f) => /\bvi\.mock\(/.test(f.text));
  const shared = files.filter((f) => !mocking.includes(f));
  const inDocument = (f: { text: string }) => f.text.startsWith('// @vitest-environment happy-dom');
  return {
    node: shared.filter((f) => !inDocument(f)).map((f) => f.path),
    document: shared.filter(inDocument).map((f) => f.path),
    mocking: mocking.map((f) => f.path),
  };
}

const UNIT_TESTS = unitTests();

function unitProject(name: string, test: NonNullable<TestProjectInlineConfiguration['test']>): TestProjectInlineConfiguration {
  return {
    resolve: {
      alias: [
        { find: /^@craftjs\/core$/, replacement: fileURLToPath(new URL('node_modules/@craftjs/core/dist/esm/index.js', import.meta.url)) },
        { find: /^@craftjs\/utils$/, replacement: fileURLToPath(new URL('node_modules/@craftjs/utils/dist/esm/index.js', import.meta.url)) },
      ],
    },
    test: {
      name,
      environment: 'node',
      sequence: { groupOrder: 0 },
      // Craft's ES modules, as the browser bundle has them: patches/ applies to those. Node's own
      // resolution would load the unpatched CommonJS build (the packages have no "exports").
      server: { deps: { inline: [/@craftjs\//] } },
      ...test,
    },
  };
}

/**
 * Unit tests beside the code, and server tests over HTTP against a real database. Most unit test files
 * share one module registry per worker ('unit' in plain Node, 'unit-dom' in a document): loading React,
 * the schemas and the renderer again for each of 200 files took four fifths of the unit tests' time.
 * Files that mock a module get their own ('unit-mocks').
 */
export default defineConfig({
  test: {
    projects: [
      unitProject('unit', { include: UNIT_TESTS.node, isolate: false }),
      unitProject('unit-dom', { include: UNIT_TESTS.document, isolate: false }),
      unitProject('unit-mocks', { include: UNIT_TESTS.mocking }),
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
          // The files of a worker share one module registry, as most unit tests do: importing the app
          // (renderer, schemas, drizzle, Stripe) again for each of 75 files took a fifth of the suite's
          // time. Nothing the server keeps in a module outlives its database: caches are kept per
          // database, or under keys of what they hold.
          isolate: false,
        },
      },
    ],
  },
});
