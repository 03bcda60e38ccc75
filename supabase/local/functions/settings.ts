import fs from 'node:fs';
import path from 'node:path';
import { isTable, parseTomlFile, type TomlTable } from '../project-config.ts';

/** A function's settings, as `supabase functions serve/deploy` reads them from config.toml. */
export interface FunctionSettings {
  name: string;
  entrypoint: string;
  /** deno.json / import map the function resolves bare imports with, if any. */
  importMap?: string;
  verifyJwt: boolean;
  enabled: boolean;
}

/** A name hosted Supabase would accept as a function slug; `_shared` and the like are not functions. */
export const FUNCTION_NAME = /^[A-Za-z0-9-][A-Za-z0-9_-]*$/;

/**
 * config.toml sits beside the functions folder (supabase/config.toml for supabase/functions).
 * A functions folder that carries its own config.toml (test fixtures) uses that one instead.
 */
export function configTomlPath(functionsDir: string): string {
  const inside = path.join(functionsDir, 'config.toml');
  return fs.existsSync(inside) ? inside : path.join(path.dirname(functionsDir), 'config.toml');
}

let cache: { file: string; mtimeMs: number; table: TomlTable } | undefined;

/** Re-read only when the file changed, so editing verify_jwt needs no restart. */
function readConfig(file: string): TomlTable {
  let mtimeMs = -1;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return {};
  }
  if (cache?.file === file && cache.mtimeMs === mtimeMs) return cache.table;
  let table: TomlTable = {};
  try {
    table = parseTomlFile(file, fs.readFileSync(file, 'utf8'));
  } catch (e) {
    console.error(`[functions] could not read ${file}: ${e instanceof Error ? e.message : String(e)}`);
  }
  cache = { file, mtimeMs, table };
  return table;
}

/** Undefined when no such function exists on disk (or config.toml disables it). */
export function functionSettings(functionsDir: string, name: string): FunctionSettings | undefined {
  if (!FUNCTION_NAME.test(name)) return undefined;
  const configFile = configTomlPath(functionsDir);
  const configDir = path.dirname(configFile);
  const functions = readConfig(configFile).functions;
  const entry = isTable(functions) ? functions[name] : undefined;
  const section = isTable(entry) ? entry : undefined;
  const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  const fnDir = path.join(functionsDir, name);
  const entrypoint = str(section?.entrypoint) ? path.resolve(configDir, str(section?.entrypoint)!) : path.join(fnDir, 'index.ts');
  if (!fs.existsSync(entrypoint)) return undefined;
  return {
    name,
    entrypoint,
    importMap: str(section?.import_map) ? path.resolve(configDir, str(section?.import_map)!) : findImportMap(functionsDir, fnDir),
    verifyJwt: section?.verify_jwt !== false,
    enabled: section?.enabled !== false,
  };
}

/**
 * The CLI's order is: config.toml `import_map`, then the function's own deno.json(c), then
 * functions/import_map.json. Locally we also accept functions/deno.json so one import map can
 * serve every function; config.toml points each function at it for deploys (see the README).
 */
function findImportMap(functionsDir: string, fnDir: string): string | undefined {
  const candidates = [
    path.join(fnDir, 'deno.json'),
    path.join(fnDir, 'deno.jsonc'),
    path.join(functionsDir, 'deno.json'),
    path.join(functionsDir, 'deno.jsonc'),
    path.join(functionsDir, 'import_map.json'),
  ];
  return candidates.find((f) => fs.existsSync(f));
}
