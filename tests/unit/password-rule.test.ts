// #21 The password rule the forms say and check is the one config.toml gives the auth service.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { passwordProblem, PASSWORD_MIN_LENGTH, PASSWORD_RULE } from '../../src/lib/password-rule';
import { checkPasswordStrength, passwordPolicy } from '../../supabase/local/auth/passwords.ts';
import { readProjectConfig } from '../../supabase/local/project-config.ts';

const policy = passwordPolicy(readProjectConfig(path.resolve(import.meta.dirname, '../../supabase')));

function serverRefuses(password: string): string[] | null {
  try {
    checkPasswordStrength(password, policy);
    return null;
  } catch (e) {
    return (e as { reasons?: string[] }).reasons ?? ['other'];
  }
}

describe('#21 passwords', () => {
  it('config.toml asks for 8 characters with lower-case, capital and digit', () => {
    expect(policy).toEqual({ minLength: PASSWORD_MIN_LENGTH, requiredCharacters: ['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'] });
  });

  it.each([
    ['123456', ['length', 'characters']],
    ['correct-horse-battery-staple', ['characters']],
    ['GOODPASS123', ['characters']],
    ['Good-pass', ['characters']],
    ['Ab1', ['length']],
    ['Good-pass-1', null],
    ['ConfettiDemo!2026', null],
    ['Ünïcode-Pässwort-7', null],
  ] as const)('%s: the page and the auth service agree', (password, reasons) => {
    expect(serverRefuses(password)).toEqual(reasons);
    expect(passwordProblem(password)).toBe(reasons ? PASSWORD_RULE : null);
  });

  it("the service's message lists every reason, as GoTrue's does", () => {
    expect(() => checkPasswordStrength('abc', policy)).toThrow(
      'Password should be at least 8 characters. Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
    );
    expect(() => checkPasswordStrength(`Aa1${'x'.repeat(70)}`, policy)).toThrow('Password cannot be longer than 72 characters');
  });

  it('the other requirements map as the Supabase CLI maps them', () => {
    const table = (requirement: string) => ({ table: { auth: { password_requirements: requirement, minimum_password_length: 10 } } });
    expect(passwordPolicy(table('letters_digits')).requiredCharacters).toEqual(['abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789']);
    expect(passwordPolicy(table('lower_upper_letters_digits_symbols')).requiredCharacters[3]).toBe('!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~');
    expect(passwordPolicy(table('')).requiredCharacters).toEqual([]);
    expect(passwordPolicy({ table: {} })).toEqual({ minLength: 6, requiredCharacters: [] });
    expect(() => passwordPolicy(table('digits'))).toThrow(/password_requirements/);
  });
});
