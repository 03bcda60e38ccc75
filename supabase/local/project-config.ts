import fs from 'node:fs';
import path from 'node:path';
import { parse, TomlDate, type TomlTable, type TomlValue } from 'smol-toml';

/**
 * The settings of `supabase/config.toml` that the local stack honours, read once per stack the way
 * the Supabase CLI hands them to GoTrue, PostgREST and Storage. Each service picks its section
 * through the typed helpers below; a missing file or key gives the CLI's default.
 */
export interface ProjectConfig {
  table: TomlTable;
}

export type { TomlTable };

/** A missing file is the CLI's defaults; a file that is not TOML stops the stack, as it stops the CLI. */
export function readProjectConfig(supabaseDir: string): ProjectConfig {
  const file = path.join(supabaseDir, 'config.toml');
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return { table: {} };
  }
  return { table: parseTomlFile(file, text) };
}

/** The file's table, or an error that names the file and the line. */
export function parseTomlFile(file: string, text: string): TomlTable {
  try {
    return parse(text);
  } catch (e) {
    throw new Error(`${file} is not valid TOML: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** A sub-table (dates are objects too, but not tables). */
export function isTable(v: TomlValue | undefined): v is TomlTable {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof TomlDate);
}

/** The table at a dotted path such as `auth.email`; empty when absent. */
export function section(config: ProjectConfig, dotted: string): TomlTable {
  let t: TomlValue | undefined = config.table;
  for (const key of dotted.split('.')) {
    if (!isTable(t)) return {};
    t = t[key];
  }
  return isTable(t) ? t : {};
}

export function boolSetting(t: TomlTable, key: string, fallback: boolean): boolean {
  const v = t[key];
  return typeof v === 'boolean' ? v : fallback;
}

export function numberSetting(t: TomlTable, key: string, fallback: number): number {
  const v = t[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
}

export function stringSetting(t: TomlTable, key: string, fallback: string): string {
  const v = t[key];
  return typeof v === 'string' ? v : fallback;
}

export function stringListSetting(t: TomlTable, key: string): string[] {
  const v = t[key];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}
