import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { SERVER_NODE_FLAGS } from '../apps/api/scripts/server-flags.mjs';
import { E2E_CLOCK_SINCE, E2E_NOW } from './support/clock';
import { APP_PORT, APP_URL, OIDC_CLIENT, OIDC_ISSUER } from './support/ports';

const repoRoot = resolve(import.meta.dirname, '..');
// A fresh embedded database per run, seeded with the demo organization on start.
const dataDir = mkdtempSync(join(tmpdir(), 'taskflow-e2e-'));

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // A whole flow's safety net, not a wait: each step keeps its own limit (an expect 7 s, an action 15 s, a
  // page load 30 s), so a broken step still fails fast. The flows took 10–60 s on a quiet 2-core VM and up
  // to 2.8 min on CI's slowest run (2026-11-29), where per-test limits of 90 s cut two of them short.
  timeout: 240_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: APP_URL,
    // A trace records every action's page and a screencast: kept for every test, it cost the suite 45% of
    // its time on CI's two cores (363 s → 199 s on five specs). A failure's retry records one.
    trace: 'on-first-retry',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'npx tsx support/oidc-provider.ts',
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      // The built server, exactly as `npm start` runs it (the test script builds first), on the suite's
      // clock: the preload starts its Date, and so the embedded database's now(), at E2E_NOW.
      command: `node ${SERVER_NODE_FLAGS.join(' ')} --import ./apps/api/scripts/fixed-clock.mjs apps/api/dist/server.js`,
      cwd: repoRoot,
      url: `${APP_URL}/api/v1/meta/country-codes`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: {
        NODE_ENV: 'production',
        // Plain http://localhost: production's Secure-by-default cookies would rest on how each client
        // (the browser, Playwright's request context) treats localhost; here the protocol decides, as before.
        COOKIE_SECURE: 'auto',
        PORT: String(APP_PORT),
        DATA_DIR: dataDir,
        FIXED_NOW: E2E_NOW,
        FIXED_NOW_SINCE: String(E2E_CLOCK_SINCE),
        LOG_LEVEL: 'warn',
        OIDC_ISSUER,
        OIDC_CLIENT_ID: OIDC_CLIENT.id,
        OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
        OIDC_PROVIDER_NAME: OIDC_CLIENT.name,
      },
    },
  ],
});
