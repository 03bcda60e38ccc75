/**
 * The glob dialect GoTrue compiles its redirect allow list with (gobwas/glob, separators `.` and
 * `/`), as a RegExp over the whole string:
 *   `*`  any run of characters other than `.` and `/`     `**` any run of characters
 *   `?`  one character other than `.` and `/`             `[a-z]`, `[!xy]` one character of a class
 *   `{a,b}` alternatives (patterns themselves)            `\c` the character c
 * So `http://localhost:5173/**` allows every path on that origin, `https://*.example.com` one label.
 */

const NOT_SEPARATOR = '[^./]';

export class GlobSyntaxError extends Error {}

export function compileRedirectGlob(pattern: string): RegExp {
  let i = 0;

  const escapeChar = (c: string) => c.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');

  function charClass(): string {
    // pattern[i] is just after '['
    let negate = false;
    if (pattern[i] === '!') {
      negate = true;
      i += 1;
    }
    let body = '';
    let empty = true;
    while (i < pattern.length && pattern[i] !== ']') {
      let c = pattern[i];
      if (c === '\\') {
        i += 1;
        c = pattern[i] ?? '';
        if (!c) break;
      }
      i += 1;
      if (pattern[i] === '-' && pattern[i + 1] !== undefined && pattern[i + 1] !== ']') {
        let hi = pattern[i + 1];
        i += 2;
        if (hi === '\\') {
          hi = pattern[i] ?? '';
          i += 1;
        }
        if (!hi || hi < c) throw new GlobSyntaxError(`bad character range in ${pattern}`);
        body += `${escapeChar(c)}-${escapeChar(hi)}`;
      } else {
        body += escapeChar(c);
      }
      empty = false;
    }
    if (pattern[i] !== ']' || empty) throw new GlobSyntaxError(`unterminated or empty character class in ${pattern}`);
    i += 1;
    return `[${negate ? '^' : ''}${body}]`;
  }

  /** Reads terms until the end, or (inside braces) until an unmatched `,` or `}`. */
  function sequence(inBraces: boolean): string {
    let out = '';
    while (i < pattern.length) {
      const c = pattern[i];
      if (inBraces && (c === ',' || c === '}')) return out;
      if (c === '*') {
        if (pattern[i + 1] === '*') {
          while (pattern[i] === '*') i += 1;
          out += '.*';
        } else {
          i += 1;
          out += `${NOT_SEPARATOR}*`;
        }
      } else if (c === '?') {
        i += 1;
        out += NOT_SEPARATOR;
      } else if (c === '[') {
        i += 1;
        out += charClass();
      } else if (c === '{') {
        i += 1;
        const options: string[] = [sequence(true)];
        while (pattern[i] === ',') {
          i += 1;
          options.push(sequence(true));
        }
        if (pattern[i] !== '}') throw new GlobSyntaxError(`unterminated {…} in ${pattern}`);
        i += 1;
        out += `(?:${options.join('|')})`;
      } else if (c === '}' && !inBraces) {
        throw new GlobSyntaxError(`unexpected } in ${pattern}`);
      } else if (c === '\\') {
        const next = pattern[i + 1];
        if (next === undefined) throw new GlobSyntaxError(`trailing \\ in ${pattern}`);
        i += 2;
        out += escapeChar(next);
      } else {
        i += 1;
        out += escapeChar(c);
      }
    }
    return out;
  }

  const source = sequence(false);
  return new RegExp(`^${source}$`, 's');
}
