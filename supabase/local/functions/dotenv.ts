/**
 * Parses a dotenv file the way the Supabase CLI reads `supabase/functions/.env`: `KEY=value`,
 * optional `export `, single quotes literal, double quotes with \n \t \" escapes (may span lines),
 * `#` comments on their own line or after an unquoted value.
 */
export function parseDotenv(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_.]*)\s*=\s*(.*)$/.exec(lines[i]);
    if (!m) continue;
    const [, key] = m;
    let rest = m[2];
    if (rest.startsWith('"')) {
      // Gather lines until the closing unescaped quote.
      let body = rest.slice(1);
      while (!/(^|[^\\])(\\\\)*"/.test(body) && i + 1 < lines.length) body += `\n${lines[++i]}`;
      const end = closingQuote(body);
      out[key] = body
        .slice(0, end < 0 ? undefined : end)
        .replace(/\\([nrt"\\])/g, (_, c: string) => ({ n: '\n', r: '\r', t: '\t' })[c] ?? c);
    } else if (rest.startsWith("'")) {
      const end = rest.indexOf("'", 1);
      out[key] = end < 0 ? rest.slice(1) : rest.slice(1, end);
    } else {
      const hash = rest.search(/\s#/);
      if (hash >= 0) rest = rest.slice(0, hash);
      out[key] = rest.trim();
    }
  }
  return out;
}

function closingQuote(s: string): number {
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '\\') i++;
    else if (s[i] === '"') return i;
  }
  return -1;
}
