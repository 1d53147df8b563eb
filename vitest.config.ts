import { defineConfig } from 'vitest/config';

/** Two projects: fast unit tests beside the code, and server tests over HTTP against a real database. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          sequence: { groupOrder: 0 },
          include: ['schema/**/*.test.ts', 'renderer/**/*.test.{ts,tsx}', 'editor/**/*.test.{ts,tsx}', 'fixtures/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          sequence: { groupOrder: 1 },
          include: ['server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file opens its own database; two at a time suits a 2-core machine.
          maxWorkers: 2,
        },
      },
    ],
  },
});
