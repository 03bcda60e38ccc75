import fs from 'node:fs';
import path from 'node:path';
import { parseToml, type TomlTable, type TomlValue } from './functions/toml.ts';

/**
 * The settings of `supabase/config.toml` that the local stack honours, read once per stack the way
 * the Supabase CLI hands them to GoTrue, PostgREST and Storage. Each service picks its section
 * through the typed helpers below; a missing file or key gives the CLI's default.
 */
export interface ProjectConfig {
  table: TomlTable;
}

export function readProjectConfig(supabaseDir: string): ProjectConfig {
  try {
    return { table: parseToml(fs.readFileSync(path.join(supabaseDir, 'config.toml'), 'utf8')) };
  } catch {
    return { table: {} };
  }
}

/** The table at a dotted path such as `auth.email`; empty when absent. */
export function section(config: ProjectConfig, dotted: string): TomlTable {
  let t: TomlValue | TomlTable | undefined = config.table;
  for (const key of dotted.split('.')) {
    if (!t || typeof t !== 'object' || Array.isArray(t)) return {};
    t = (t as TomlTable)[key];
  }
  return t && typeof t === 'object' && !Array.isArray(t) ? (t as TomlTable) : {};
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
