// Feature boundaries (docs/architecture.md#import-rules): which feature a file belongs to,
// where an import points, and the feature → feature graph. Shared by the ESLint rule and the
// cycle check so both read imports the same way.
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const SRC = path.join(ROOT, 'src');
const FEATURES = path.join(SRC, 'features');

/** Entries besides index.ts that other code may import: kept light for the landing page. */
export const PUBLIC_ENTRIES = { checkout: ['cart'], planning: ['home'] };

/** `{ feature, rest }` for a path inside src/features/<feature>/, else null. */
export function featureOf(file) {
  const rel = path.relative(FEATURES, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [feature, ...rest] = rel.split(path.sep);
  return { feature, rest: rest.join('/').replace(/\.(tsx?|mjs|js)$/, '') };
}

export const isAppFile = (file) => !path.relative(path.join(SRC, 'app'), file).startsWith('..');

/** The absolute path an import specifier names (without extension), or null for packages. */
export function resolveImport(fromFile, spec) {
  if (spec.startsWith('@/')) return path.join(SRC, spec.slice(2));
  if (spec.startsWith('.')) return path.resolve(path.dirname(fromFile), spec);
  return null;
}

/** Why importing `spec` from `fromFile` crosses a feature boundary, or null when it may. */
export function boundaryProblem(fromFile, spec) {
  const target = resolveImport(fromFile, spec);
  if (!target) return null;
  const to = featureOf(target);
  if (!to) return null;
  const from = featureOf(fromFile);
  if (from?.feature === to.feature) return null;
  const entry = to.rest.replace(/\/index$/, '');
  if (entry === '' || entry === 'index') return null;
  if ((PUBLIC_ENTRIES[to.feature] ?? []).includes(entry)) return null;
  // The app assembles pages: its router and route files load a feature's route modules.
  if (isAppFile(fromFile) && entry.startsWith('routes/')) return null;
  return `'${spec}' reaches inside the ${to.feature} feature; import from '@/features/${to.feature}' (its index.ts) instead`;
}

const IMPORT_RE = /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield file;
  }
}

/** feature → set of features it imports (values and types alike). */
export function featureGraph(featuresDir = FEATURES) {
  const graph = new Map();
  for (const file of sourceFiles(featuresDir)) {
    const from = featureOf(file)?.feature;
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const m of fs.readFileSync(file, 'utf8').matchAll(IMPORT_RE)) {
      const target = resolveImport(file, m[1] ?? m[2]);
      const to = target && featureOf(target)?.feature;
      if (to && to !== from) graph.get(from).add(to);
    }
  }
  return graph;
}

/** Every cycle in a graph, each as its list of nodes ending where it started. */
export function findCycles(graph) {
  const cycles = [];
  const seen = new Set();
  const key = (c) => [...c.slice(0, -1)].sort().join('>');
  const walk = (node, trail) => {
    for (const next of graph.get(node) ?? []) {
      const at = trail.indexOf(next);
      if (at !== -1) {
        const cycle = [...trail.slice(at), next];
        if (!seen.has(key(cycle))) {
          seen.add(key(cycle));
          cycles.push(cycle);
        }
      } else walk(next, [...trail, next]);
    }
  };
  for (const node of graph.keys()) walk(node, [node]);
  return cycles;
}
