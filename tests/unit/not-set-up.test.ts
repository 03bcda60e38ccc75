import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, NOT_AVAILABLE, notSetUp } from '../../supabase/functions/_shared/http.ts';

// docs/configuration.md#not-set-up: people read "This isn't available yet."; the operator's log names the setting.
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a feature the server is not set up for', () => {
  it('answers 503 "This isn\'t available yet." and logs the missing setting for the operator', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const e = notSetUp('Payments are not set up: set STRIPE_SECRET_KEY for the functions.');
    expect(e).toBeInstanceOf(HttpError);
    expect(e).toMatchObject({ status: 503, message: "This isn't available yet.", details: { code: 'not_configured' } });
    expect(NOT_AVAILABLE).toBe("This isn't available yet.");
    expect(log).toHaveBeenCalledWith(expect.stringContaining('STRIPE_SECRET_KEY'));
  });

  it('no function or app text shown to people names a configuration variable', () => {
    const root = path.resolve(__dirname, '../..');
    const files = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) return e.name === 'node_modules' ? [] : files(full);
        return /\.tsx?$/.test(e.name) ? [full] : [];
      });
    // A quoted text passed to an error answer, or JSX text, that carries a setting's name.
    const setting = /(?:[A-Z]+_)+(?:KEY|ID|SECRET|URL|FROM|EMAIL)\b/;
    const shown = /(?:new HttpError\(\d+,|errorResponse\(\d+,|notSetUp\(|badRequest\(|forbidden\(|toast\.\w+\()\s*['"`]([^'"`\n]*)['"`]/g;
    const found: string[] = [];
    for (const f of [...files(path.join(root, 'supabase/functions')), ...files(path.join(root, 'src'))]) {
      const text = fs.readFileSync(f, 'utf8');
      // notSetUp's note is for the operator's log: it is the one place a setting is named.
      for (const m of text.matchAll(shown)) if (setting.test(m[1]!) && !m[0].startsWith('notSetUp')) found.push(`${path.relative(root, f)}: ${m[1]}`);
      if (!f.endsWith('.tsx')) continue;
      for (const m of text.matchAll(/>([^<>{};=]*)</g)) if (setting.test(m[1]!)) found.push(`${path.relative(root, f)}: ${m[1]!.trim()}`);
    }
    expect(found).toEqual([]);
  });
});
