// `npm run test:e2e`: build the app against a throw-away local stack, then run Playwright.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findBrowser, NO_BROWSER_HINT } from './lib/find-browser.mjs';

if (!findBrowser()) {
  console.error(NO_BROWSER_HINT);
  process.exit(1);
}

const stackPort = process.env.E2E_STACK_PORT ?? '24621';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-e2e-'));
const outDir = process.env.E2E_DIST ?? 'dist';
// The build gets a support phone and no postal address, office hours or sponsor, so
// e2e/contact-details.spec.ts sees a configured detail shown and unconfigured ones left out.
const contact = {
  VITE_SUPPORT_PHONE: '+1 (202) 010-0142',
  VITE_SUPPORT_POSTAL_ADDRESS: '',
  VITE_SUPPORT_HOURS: '',
  VITE_SPONSOR_NAME: '',
  VITE_SPONSOR_URL: '',
  VITE_SOCIAL_FACEBOOK_URL: '',
  VITE_SOCIAL_INSTAGRAM_URL: '',
  VITE_SOCIAL_X_URL: '',
};
const env = {
  ...process.env,
  ...contact,
  E2E_DIST: outDir,
  E2E_STACK_PORT: stackPort,
  E2E_DATA_DIR: dataDir,
  VITE_SUPABASE_URL: `http://127.0.0.1:${stackPort}`,
};

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(r.status ?? 1);
  }
}

run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir']);
run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)]);
fs.rmSync(dataDir, { recursive: true, force: true });
