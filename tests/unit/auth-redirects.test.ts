import { describe, expect, it } from 'vitest';
import type { StackConfig } from '../../supabase/local/config.ts';
import { compileRedirectGlob, GlobSyntaxError } from '../../supabase/local/auth/redirect-glob.ts';
import { isRedirectUrlValid, resolveRedirect } from '../../supabase/local/auth/redirects.ts';

const config = (siteUrl: string, additionalRedirectUrls: string[] = []) => ({ siteUrl, additionalRedirectUrls }) as StackConfig;

describe('redirect allow-list globs (gobwas/glob with . and / as separators)', () => {
  const matches = (pattern: string, s: string) => compileRedirectGlob(pattern).test(s);

  it('* stops at . and /, ** does not', () => {
    expect(matches('https://*.example.com', 'https://a.example.com')).toBe(true);
    expect(matches('https://*.example.com', 'https://a.b.example.com')).toBe(false);
    expect(matches('https://*.example.com', 'https://a.example.com/')).toBe(false);
    expect(matches('http://localhost:3000/*', 'http://localhost:3000/a')).toBe(true);
    expect(matches('http://localhost:3000/*', 'http://localhost:3000/a/b')).toBe(false);
    expect(matches('http://localhost:3000/**', 'http://localhost:3000/a/b?c=d.e')).toBe(true);
    expect(matches('http://localhost:3000/**', 'http://localhost:3000')).toBe(false);
  });

  it('matches the whole string; literal characters are not regex syntax', () => {
    expect(matches('http://localhost:3000', 'http://localhost:3000/evil')).toBe(false);
    expect(matches('http://a.b', 'http://aXb')).toBe(false);
    expect(matches('http://x.test/(a|b)+', 'http://x.test/(a|b)+')).toBe(true);
    expect(matches('http://x.test/(a|b)+', 'http://x.test/a')).toBe(false);
  });

  it('?, classes, alternatives and escapes', () => {
    expect(matches('http://h?.test', 'http://h1.test')).toBe(true);
    expect(matches('http://h?.test', 'http://h/.test')).toBe(false);
    expect(matches('http://h[0-9].test', 'http://h7.test')).toBe(true);
    expect(matches('http://h[!0-9].test', 'http://h7.test')).toBe(false);
    expect(matches('http://{a,b.c}.test', 'http://b.c.test')).toBe(true);
    expect(matches('http://{a,b.c}.test', 'http://d.test')).toBe(false);
    expect(matches('http://x.test/\\*', 'http://x.test/*')).toBe(true);
    expect(matches('http://x.test/\\*', 'http://x.test/a')).toBe(false);
  });

  it('rejects malformed patterns', () => {
    for (const p of ['http://[', 'http://[]', 'http://{a,b', 'http://a}', 'x\\']) expect(() => compileRedirectGlob(p)).toThrow(GlobSyntaxError);
  });
});

describe('isRedirectUrlValid', () => {
  const c = config('http://localhost:5173', ['http://127.0.0.1:5173/**', 'https://*.preview.test/**', 'http://10.0.0.1/**']);

  it('accepts the site origin on any path, and allow-list matches', () => {
    expect(isRedirectUrlValid(c, 'http://localhost:5173')).toBe(true);
    expect(isRedirectUrlValid(c, 'http://localhost:5173/a/b?c#d')).toBe(true);
    expect(isRedirectUrlValid(c, 'http://127.0.0.1:5173/')).toBe(true);
    expect(isRedirectUrlValid(c, 'https://pr-9.preview.test/x')).toBe(true);
  });

  it('refuses other ports, schemes and loopback addresses unless listed', () => {
    for (const u of [
      'http://localhost:54321/',
      'https://localhost:5173/',
      'http://127.0.0.1:54321/',
      'http://[::1]:5173/',
      'http://2130706433:5173/',
      'http://10.0.0.1/',
      'javascript:alert(1)',
      'http://user@localhost:5173/',
      'http://evil.test/http://127.0.0.1:5173/',
      'not a url',
      '',
    ]) {
      expect(isRedirectUrlValid(c, u), u).toBe(false);
    }
  });

  it('resolveRedirect falls back to SITE_URL and drops the fragment', () => {
    expect(resolveRedirect(c, 'http://evil.test/')).toBe('http://localhost:5173');
    expect(resolveRedirect(c, null)).toBe('http://localhost:5173');
    expect(resolveRedirect(c, 'http://127.0.0.1:5173/x#y')).toBe('http://127.0.0.1:5173/x');
  });
});
