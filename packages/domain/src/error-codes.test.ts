import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  API_ERROR_CODES,
  ERROR_CODES,
  FIELD_ERROR_CODES,
  type IssueLike,
  isErrorCode,
  requiredOr,
  zodIssuesToFieldErrors,
} from './error-codes';

describe('error codes', () => {
  it('covers the SPEC §5 catalogue and §8 newsletter errors', () => {
    for (const code of [
      'required',
      'email_invalid',
      'name_too_short',
      'first_name_too_short',
      'last_name_too_short',
      'message_too_short',
      'text_too_short',
      'company_too_short',
      'phone_too_short',
      'password_too_short',
      'password_weak',
      'passwords_mismatch',
      'invalid_form',
      'form_errors',
      'bad_voivodeshipID',
      'already_subscribed',
      'captcha_failed',
    ]) {
      expect(FIELD_ERROR_CODES).toContain(code);
    }
  });

  it('covers the API codes', () => {
    for (const code of [
      'validation_failed',
      'bad_json',
      'payload_too_large',
      'unknown_field',
      'not_found',
      'rate_limited',
      'db_unavailable',
      'overloaded',
      'internal_error',
      'captcha_unavailable',
      'token_invalid',
      'token_expired',
    ]) {
      expect(ERROR_CODES).toContain(code);
    }
  });

  it('has no duplicates and only snake_case codes (bad_voivodeshipID is the spec’s own)', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(ERROR_CODES.length).toBe(FIELD_ERROR_CODES.length + API_ERROR_CODES.length);
    for (const code of ERROR_CODES) {
      if (code !== 'bad_voivodeshipID') expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    }
  });

  it.each([
    ['required', true],
    ['bad_voivodeshipID', true],
    ['internal_error', true],
    ['Required', false],
    ['', false],
    [undefined, false],
  ])('isErrorCode(%j) is %s', (value, expected) => {
    expect(isErrorCode(value)).toBe(expected);
  });
});

describe('zodIssuesToFieldErrors: one code per field, the first one', () => {
  it.each<[string, IssueLike[], Record<string, string>]>([
    [
      'a code in the message',
      [{ code: 'custom', path: ['email'], message: 'email_invalid' }],
      { email: 'email_invalid' },
    ],
    [
      'first code per field wins',
      [
        { code: 'too_small', path: ['email'], message: 'required' },
        { code: 'invalid_format', path: ['email'], message: 'email_invalid' },
      ],
      { email: 'required' },
    ],
    [
      'unknown keys each get unknown_field',
      [{ code: 'unrecognized_keys', path: [], message: 'Unrecognized keys', keys: ['foo', 'price[gt]'] }],
      { foo: 'unknown_field', 'price[gt]': 'unknown_field' },
    ],
    [
      'nested paths are dotted',
      [{ code: 'too_big', path: ['geolocation', 'lat'], message: 'Too big' }],
      { 'geolocation.lat': 'invalid_value' },
    ],
    [
      "zod's missing-value text means required",
      [
        {
          code: 'invalid_type',
          path: ['name'],
          message: 'Invalid input: expected string, received undefined',
        },
      ],
      { name: 'required' },
    ],
    [
      'other zod texts become invalid_value',
      [{ code: 'invalid_type', path: ['n'], message: 'Invalid input: expected number, received string' }],
      { n: 'invalid_value' },
    ],
    [
      'the whole body has the empty path',
      [{ code: 'custom', path: [], message: 'invalid_form' }],
      { '': 'invalid_form' },
    ],
  ])('%s', (_, issues, expected) => {
    expect(zodIssuesToFieldErrors(issues)).toEqual(expected);
  });

  it('accepts real zod 4 issues', () => {
    const schema = z.strictObject({
      email: z.string().trim().min(1, 'required').pipe(z.email('email_invalid')),
      age: z.number(),
      name: z.string(),
    });
    const result = schema.safeParse({ email: ' nope ', age: 'x', extra: 1 });
    expect(result.success).toBe(false);
    expect(zodIssuesToFieldErrors(result.error?.issues ?? [])).toEqual({
      email: 'email_invalid',
      age: 'invalid_value',
      name: 'required',
      extra: 'unknown_field',
    });
  });
});

describe('requiredOr: missing reads required, wrong reads the given code', () => {
  it.each<[unknown, Record<string, string>]>([
    [{}, { n: 'required' }],
    [{ n: 'x' }, { n: 'invalid_value' }],
    [{ n: null }, { n: 'invalid_value' }],
    [{ n: 1 }, {}],
  ])('%j', (body, expected) => {
    const result = z.object({ n: z.number(requiredOr('invalid_value')) }).safeParse(body);
    expect(result.success ? {} : zodIssuesToFieldErrors(result.error.issues)).toEqual(expected);
  });
});
