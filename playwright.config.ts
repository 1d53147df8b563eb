import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * End-to-end specs in Debian's Chromium against the server started as the README says, on a fresh
 * embedded database seeded with the demo sites. Specs run in E2E_WORKERS workers (default 2), each
 * against a server and database of its own, so one spec's publishing never meets another's pages. On this
 * 2-core machine the 67 specs took 618 s with two workers and 758 s with one.
 *
 * The servers inherit this process's environment (the variables below win), so ARTWORKS_SAMPLE_PATH=/nonexistent
 * runs the specs on the small fallback catalogue (fixtures/catalogue), as on a machine without ../shared/data;
 * the specs must pass on both.
 */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
/** This worker's server: Playwright loads this file again in each worker, with TEST_PARALLEL_INDEX set. */
export const E2E_PORT = FIRST_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const OWNER = { email: 'owner@e2e.test', password: 'e2e-owner-password' };

export default defineConfig({
  testDir: 'e2e',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: Array.from({ length: WORKERS }, (_, i) => {
    const port = FIRST_PORT + i;
    const dataDir = join(tmpdir(), `gallery-e2e-${port}`);
    return {
      command: `rm -rf "${dataDir}" && exec node --import tsx server/start.ts`,
      url: `http://localhost:${port}/?sub=demo`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe' as const,
      stderr: 'pipe' as const,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        OWNER_EMAIL: OWNER.email,
        OWNER_PASSWORD: OWNER.password,
        // As behind a proxy on the same machine: specs that send many forms over HTTP (e2e/visitor-forms-http.ts)
        // speak from addresses of their own, as the server tests do. Browsers send no X-Forwarded-For.
        TRUST_PROXY: 'loopback',
        // Bulk actions by filter over more than 100 works run as a job (500 by default), in chunks of at
        // most 10, so a spec sees one with its progress without making hundreds of works.
        BULK_JOB_THRESHOLD: '100',
        BULK_JOB_CHUNK: '10',
      },
    };
  }),
});
