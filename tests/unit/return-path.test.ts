import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInPath } from '../../src/features/auth/lib/return-path';

describe('safeReturnPath (docs/decisions.md#sign-in-returns-you-where-you-were)', () => {
  it.each([
    ['/party-planning', '/party-planning'],
    ['/public-templates?use=abc-123', '/public-templates?use=abc-123'],
    ['/pricing?upgrade=pro#pro', '/pricing?upgrade=pro#pro'],
    ['/party/6f1c?x=1&y=%2F%2Fevil', '/party/6f1c?x=1&y=%2F%2Fevil'],
    ['/a/../party-planning', '/party-planning'],
  ])('keeps a path on this site: %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/party',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'http:/evil.example',
    'javascript:alert(1)',
    'evil.example',
    '/\tevil',
    '/party\n/x',
    '/auth',
    '/auth?next=/x',
    '',
    null,
    undefined,
    `/${'a'.repeat(2001)}`,
  ])('refuses what could leave the site or loop: %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('builds the sign-in link with the path encoded, and plain /auth when there is nowhere to return to', () => {
    expect(signInPath('/public-templates?use=t1')).toBe('/auth?next=%2Fpublic-templates%3Fuse%3Dt1');
    expect(signInPath('//evil.example')).toBe('/auth');
    expect(signInPath('/')).toBe('/auth');
    expect(signInPath(null)).toBe('/auth');
  });
});
