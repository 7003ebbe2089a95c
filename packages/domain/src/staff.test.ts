import { describe, expect, it } from 'vitest';
import { zodIssuesToFieldErrors } from './error-codes';
import { changePasswordSchema, passwordIssue, setPasswordSchema, staffInviteSchema } from './staff';

describe('SPEC §5 password rules', () => {
  it.each([
    ['Short-1!', 'password_too_short'],
    ['alllowercase-and-long', 'password_weak'],
    ['ALLUPPERCASE-AND-LONG', 'password_weak'],
    ['NoSpecialCharacters1', 'password_weak'],
    ['Comma,is,not,special', 'password_weak'],
    ['Zażółć-Gęślą-Jaźń', null],
    ['Good-Password-2026', null],
  ])('%s -> %s', (password, issue) => {
    expect(passwordIssue(password)).toBe(issue);
  });

  it('every special character of #?!@$%^&*- counts', () => {
    for (const special of '#?!@$%^&*-') expect(passwordIssue(`Abcdefghijk${special}`)).toBeNull();
  });
});

describe('setPasswordSchema (activation, reset)', () => {
  const token = 'a'.repeat(24);
  const errors = (body: unknown) => {
    const result = setPasswordSchema.safeParse(body);
    return result.success ? {} : zodIssuesToFieldErrors(result.error.issues);
  };

  it('says each §5 message on its field', () => {
    expect(errors({ token, password: 'short', rePassword: 'short' })).toEqual({
      password: 'password_too_short',
    });
    expect(errors({ token, password: 'longbutweakpassword', rePassword: 'longbutweakpassword' })).toEqual({
      password: 'password_weak',
    });
    expect(errors({ token, password: 'Good-Password-2026', rePassword: 'Good-Password-2025' })).toEqual({
      rePassword: 'passwords_mismatch',
    });
    expect(errors({ password: 'Good-Password-2026', rePassword: 'Good-Password-2026' })).toEqual({
      token: 'required',
    });
    expect(errors({ token: 'short', password: 'weakweakweakweak', rePassword: 'other' })).toEqual({
      token: 'token_invalid',
      password: 'password_weak',
      rePassword: 'passwords_mismatch',
    });
  });

  it('accepts a good password typed twice', () => {
    expect(errors({ token, password: 'Good-Password-2026', rePassword: 'Good-Password-2026' })).toEqual({});
  });
});

describe('changePasswordSchema', () => {
  it('needs the current password and two equal new ones', () => {
    const result = changePasswordSchema.safeParse({ password: 'Good-Password-2026', rePassword: 'x' });
    expect(result.success || zodIssuesToFieldErrors(result.error.issues)).toEqual({
      currentPassword: 'required',
      rePassword: 'passwords_mismatch',
    });
  });
});

describe('staffInviteSchema', () => {
  it('normalises the address and defaults the language to Polish', () => {
    expect(
      staffInviteSchema.parse({ email: ' Anna.Nowak@Example.PL ', name: ' Anna Nowak ', role: 'agent' }),
    ).toEqual({
      email: 'anna.nowak@example.pl',
      name: 'Anna Nowak',
      role: 'agent',
      lang: 'pl',
    });
  });

  it('refuses an unknown role and a bad address with their codes', () => {
    const result = staffInviteSchema.safeParse({ email: 'nope', name: 'A', role: 'owner' });
    expect(result.success || zodIssuesToFieldErrors(result.error.issues)).toEqual({
      email: 'email_invalid',
      name: 'name_too_short',
      role: 'invalid_value',
    });
  });
});
