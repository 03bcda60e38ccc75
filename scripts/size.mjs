// `npm run size`: the JavaScript a visitor's landing page ('/') loads, gzipped, read from
// dist/.vite/manifest.json (vite build with build.manifest); a chunk shared by several parts is
// counted once. Two figures, each with its budget:
// - before the visitor acts: the entry and its static imports. For a visitor the prerendered
//   landing page is the whole first screen and waits for their intent before loading the app
//   (src/app/wake.ts, docs/decisions.md#the-landing-page-wakes-on-intent);
// - once they act (a tap, a key, a scroll): the app (src/app/start.tsx) and the landing route's
//   chunk, each with its static imports. A visitor's landing never loads the Supabase SDK (the auth
//   provider skips it when no session is stored; public rows come over plain HTTP) nor the toasts'
//   region before their first tap or key (src/app/providers.tsx).
// e2e/smoke.spec.ts and e2e/landing-wake.spec.ts check these assumptions in a real browser. The
// signed-in landing (SDK, toasts and account menu added) is printed for information.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_KB = Number(process.env.SIZE_BUDGET_KB ?? 10);
const AWAKE_BUDGET_KB = Number(process.env.SIZE_AWAKE_BUDGET_KB ?? 135);
const LANDING_SRC = 'src/features/marketing/routes/landing.tsx';
const APP_START = 'src/app/start.tsx';
// A module both imported and lazily imported becomes a shared chunk keyed by its name, not its path.
const SIGNED_IN_EXTRAS = ['name:supabase', 'src/app/layouts/account-menu.tsx', 'src/app/toaster.tsx'];
const dist = path.resolve(process.env.SIZE_DIST ?? 'dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');

if (!fs.existsSync(manifestPath)) {
  console.error(`[size] ${manifestPath} not found: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) {
  console.error('[size] no entry chunk in the manifest');
  process.exit(1);
}
for (const src of [LANDING_SRC, APP_START]) {
  if (!manifest[src]) {
    console.error(`[size] ${src} is not a chunk of its own in the manifest`);
    process.exit(1);
  }
}

/** A chunk and everything it imports statically. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const keyOf = (src) =>
  Object.keys(manifest).find((k) => k === src || manifest[k].src === src || (src.startsWith('name:') && manifest[k].name === src.slice(5) && !manifest[k].src));
for (const src of SIGNED_IN_EXTRAS) {
  if (!keyOf(src)) {
    console.error(`[size] ${src} is not in the manifest: update scripts/size.mjs`);
    process.exit(1);
  }
}
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const jsOf = (keys) => [...keys].filter((k) => manifest[k].file.endsWith('.js'));
const sum = (keys) => jsOf(keys).reduce((n, k) => n + gz(manifest[k].file), 0);

const beforeIntent = closure(entryKey);
const awake = new Set(beforeIntent);
closure(APP_START, awake);
closure(LANDING_SRC, awake);

const rows = jsOf(awake).map((k) => [manifest[k].file, gz(manifest[k].file), beforeIntent.has(k)]);
rows.sort((a, b) => Number(b[2]) - Number(a[2]) || b[1] - a[1]);
for (const [file, size, first] of rows) console.log(`  ${kb(size).padStart(9)}  ${file}${first ? '' : '  (once the visitor acts)'}`);

const deferred = new Set();
for (const key of awake) for (const dep of manifest[key].dynamicImports ?? []) if (!awake.has(dep)) deferred.add(dep);
const deferredFromLanding = [...deferred].filter((k) => !/\/routes\//.test(k));
if (deferredFromLanding.length) {
  console.log('  loaded on demand, not counted:');
  for (const key of deferredFromLanding) console.log(`  ${kb(gz(manifest[key].file)).padStart(9)}  ${manifest[key].file} (${key})`);
}

const signedIn = new Set(awake);
for (const src of SIGNED_IN_EXTRAS) closure(keyOf(src), signedIn);
console.log(`[size] signed-in landing JS (adds the Supabase SDK, the toasts and the account menu): ${kb(sum(signedIn))} gzipped`);

const checks = [
  ['visitor landing JS, before they act', sum(beforeIntent), BUDGET_KB],
  ['visitor landing JS, once they act', sum(awake), AWAKE_BUDGET_KB],
];
let ok = true;
for (const [label, total, budget] of checks) {
  const fits = total <= budget * 1024;
  ok &&= fits;
  console.log(`[size] ${label}: ${kb(total)} gzipped (budget ${budget} KB) — ${fits ? 'OK' : 'OVER BUDGET'}`);
}
process.exit(ok ? 0 : 1);
