/**
 * Just enough TOML to read `supabase/config.toml`: `[table.sub]` headers (bare or quoted keys),
 * `key = value` with strings, booleans, numbers and one-line arrays of those, and comments.
 * Anything fancier (inline tables, multi-line strings) is skipped: the stack only needs a few
 * `[functions.<name>]` settings, and a TOML dependency is not worth it for that.
 */
export type TomlValue = string | number | boolean | TomlValue[];
export type TomlTable = { [key: string]: TomlValue | TomlTable };

export function parseToml(text: string): TomlTable {
  const root: TomlTable = {};
  let table = root;
  for (const raw of text.split(/\r?\n/)) {
    const line = stripComment(raw).trim();
    if (!line) continue;
    const header = /^\[([^[\]]+)\]$/.exec(line);
    if (header) {
      table = root;
      for (const key of splitKeys(header[1])) {
        const next = table[key];
        table = (table[key] = next && typeof next === 'object' && !Array.isArray(next) ? next : {}) as TomlTable;
      }
      continue;
    }
    const eq = line.indexOf('=');
    if (eq <= 0) continue;
    const keys = splitKeys(line.slice(0, eq));
    const value = parseValue(line.slice(eq + 1).trim());
    if (value === undefined || keys.length === 0) continue;
    let target = table;
    for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as TomlTable;
    target[keys[keys.length - 1]] = value;
  }
  return root;
}

/** Drops a `#` comment unless the `#` sits inside a quoted string. */
function stripComment(line: string): string {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#') return line.slice(0, i);
  }
  return line;
}

function splitKeys(s: string): string[] {
  const keys: string[] = [];
  const re = /\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|([A-Za-z0-9_-]+))\s*(?:\.|$)/gy;
  let m: RegExpExecArray | null;
  while (re.lastIndex < s.length && (m = re.exec(s))) keys.push(m[1] ?? m[2] ?? m[3]);
  return keys;
}

function parseValue(s: string): TomlValue | undefined {
  if (s.startsWith('"')) {
    const m = /^"((?:[^"\\]|\\.)*)"/.exec(s);
    return m ? (JSON.parse(`"${m[1]}"`) as string) : undefined;
  }
  if (s.startsWith("'")) {
    const m = /^'([^']*)'/.exec(s);
    return m ? m[1] : undefined;
  }
  if (s === 'true' || s === 'false') return s === 'true';
  if (s.startsWith('[')) {
    if (!s.endsWith(']')) return undefined;
    const items: TomlValue[] = [];
    const re = /\s*("(?:[^"\\]|\\.)*"|'[^']*'|[^,\]\s]+)\s*,?/gy;
    const body = s.slice(1, -1);
    let m: RegExpExecArray | null;
    while (re.lastIndex < body.length && (m = re.exec(body))) {
      const v = parseValue(m[1]);
      if (v !== undefined) items.push(v);
    }
    return items;
  }
  const n = Number(s.replace(/_/g, ''));
  return Number.isFinite(n) ? n : undefined;
}
