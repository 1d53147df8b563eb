import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * End-to-end specs in Debian's Chromium against the server started as the README says, on a fresh
 * embedded database seeded with the demo sites.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const OWNER = { email: 'owner@e2e.test', password: 'e2e-owner-password' };
const dataDir = join(tmpdir(), `gallery-e2e-${E2E_PORT}`);

export default defineConfig({
  testDir: 'e2e',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
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
  webServer: {
    command: `rm -rf "${dataDir}" && exec node --import tsx server/start.ts`,
    url: `http://localhost:${E2E_PORT}/?sub=demo`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      OWNER_EMAIL: OWNER.email,
      OWNER_PASSWORD: OWNER.password,
    },
  },
});
