import { defineConfig, devices } from '@playwright/test';
import { findBrowser } from './scripts/lib/find-browser.mjs';

const STACK_PORT = Number(process.env.E2E_STACK_PORT ?? 24621);
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173);
// scripts/e2e.mjs has already stopped with a one-line hint when no browser is installed.
const chromium: string | undefined = findBrowser()?.path;

export default defineConfig({
  testDir: 'e2e',
  // Separate folders let several runs (different E2E_* ports) share one checkout.
  outputDir: `test-results${process.env.E2E_DIST ? `-${process.env.E2E_DIST}` : ''}`,
  fullyParallel: false,
  workers: 1,
  // A flaky test is fixed, not retried: the first failure fails the run, in CI too.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: `playwright-report${process.env.E2E_DIST ? `-${process.env.E2E_DIST}` : ''}` }]],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // A fresh data directory for every run (scripts/e2e.mjs sets it).
      command: 'node --import tsx supabase/local/main.ts',
      url: `http://127.0.0.1:${STACK_PORT}/auth/v1/health`,
      env: {
        SUPABASE_LOCAL_PORT: String(STACK_PORT),
        SUPABASE_LOCAL_MAIL_PORT: String(STACK_PORT + 3),
        SUPABASE_LOCAL_DATA_DIR: process.env.E2E_DATA_DIR ?? '.supabase-test-e2e',
        SITE_URL: `http://127.0.0.1:${APP_PORT}`,
        // The flows sign in far more often than config.toml's per-IP limits allow, all from 127.0.0.1.
        SUPABASE_LOCAL_AUTH_RATE_LIMITS: 'off',
        // Cancelled local Pro subscriptions end within a second of their period (e2e/pro.spec.ts).
        SUPABASE_LOCAL_SUBSCRIPTION_CLOCK_MS: '1000',
        // The print stand-in moves orders only when a test tells it to (e2e/orders.spec.ts).
        SUPABASE_LOCAL_PRINT_CLOCK_MS: '3600000',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node node_modules/vite/bin/vite.js preview --port ${APP_PORT} --strictPort --host 127.0.0.1 --outDir ${process.env.E2E_DIST ?? 'dist'}`,
      url: `http://127.0.0.1:${APP_PORT}`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
