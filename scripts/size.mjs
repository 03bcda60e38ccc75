// `npm run size`: the JavaScript a visitor's landing page ('/') loads, gzipped.
// Reads dist/.vite/manifest.json (vite build with build.manifest) and sums, without double counting:
// the entry chunk and the landing route's chunk, each with its static imports. A visitor's landing
// never loads the Supabase SDK (the auth provider skips it when no session is stored; public rows
// come over plain HTTP) nor the toasts' region before their first tap or key (src/app/providers.tsx);
// e2e/smoke.spec.ts checks both in a real browser. The signed-in landing (SDK, toasts and account
// menu added) is printed for information.
// Fails when the visitor's total is above the budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_KB = Number(process.env.SIZE_BUDGET_KB ?? 130);
const LANDING_SRC = 'src/features/marketing/routes/landing.tsx';
const VISITOR_EXTRAS = [];
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
if (!manifest[LANDING_SRC]) {
  console.error(`[size] the landing route (${LANDING_SRC}) is not a chunk of its own in the manifest`);
  process.exit(1);
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
for (const src of [...VISITOR_EXTRAS, ...SIGNED_IN_EXTRAS]) {
  if (!keyOf(src)) {
    console.error(`[size] ${src} is not in the manifest: update scripts/size.mjs`);
    process.exit(1);
  }
}
const counted = new Set([...closure(entryKey), ...closure(LANDING_SRC)]);
for (const src of VISITOR_EXTRAS) closure(keyOf(src), counted);
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

let total = 0;
const rows = [];
for (const key of counted) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) continue;
  const size = gz(file);
  total += size;
  rows.push([file, size]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [file, size] of rows) console.log(`  ${kb(size).padStart(9)}  ${file}`);

const deferred = new Set();
for (const key of counted) for (const dep of manifest[key].dynamicImports ?? []) if (!counted.has(dep)) deferred.add(dep);
const deferredFromLanding = [...deferred].filter((k) => !/\/routes\//.test(k) || k === LANDING_SRC);
if (deferredFromLanding.length) {
  console.log('  loaded on demand, not counted:');
  for (const key of deferredFromLanding) console.log(`  ${kb(gz(manifest[key].file)).padStart(9)}  ${manifest[key].file} (${key})`);
}

const signedIn = new Set(counted);
for (const src of SIGNED_IN_EXTRAS) closure(keyOf(src), signedIn);
let signedInTotal = 0;
for (const key of signedIn) if (manifest[key].file.endsWith('.js')) signedInTotal += gz(manifest[key].file);
console.log(`[size] signed-in landing JS (adds the Supabase SDK, the toasts and the account menu): ${kb(signedInTotal)} gzipped`);

const ok = total <= BUDGET_KB * 1024;
console.log(`[size] visitor landing JS: ${kb(total)} gzipped (budget ${BUDGET_KB} KB) — ${ok ? 'OK' : 'OVER BUDGET'}`);
process.exit(ok ? 0 : 1);
