// Which Chromium the e2e suite (and other browser scripts) drive: CHROMIUM_PATH, else a Chromium or
// Chrome installed on the system, else Playwright's own download. Null when there is none, so the
// caller can say what to run instead of failing with a stack trace.
import fs from 'node:fs';
import { createRequire } from 'node:module';

const SYSTEM_BROWSERS = {
  linux: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/snap/bin/chromium'],
  darwin: [
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing',
  ],
  win32: ['C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe', 'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe'],
};

function playwrightsOwn() {
  try {
    const { chromium } = createRequire(import.meta.url)('@playwright/test');
    const file = chromium.executablePath();
    return file && fs.existsSync(file) ? file : null;
  } catch {
    return null;
  }
}

/** `{ path, source }` of the browser to use, or null when none is installed. */
export function findBrowser(env = process.env) {
  if (env.CHROMIUM_PATH) return { path: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' };
  const system = (SYSTEM_BROWSERS[process.platform] ?? []).find((file) => fs.existsSync(file));
  if (system) return { path: system, source: 'system' };
  const own = playwrightsOwn();
  return own ? { path: own, source: 'playwright' } : null;
}

export const NO_BROWSER_HINT = 'No Chromium found for the browser tests: run `npx playwright install chromium` (or set CHROMIUM_PATH to a Chromium or Chrome).';
