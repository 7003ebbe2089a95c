import { describe, expect, it } from 'vitest';
import { errorMessageKey } from './error-message';

describe('errorMessageKey', () => {
  it('is unknown without an error object', () => {
    expect(errorMessageKey(undefined)).toBe('unknown');
    expect(errorMessageKey(null)).toBe('unknown');
  });

  it('is notFound for a 404 status', () => {
    expect(errorMessageKey({ status: 404 })).toBe('notFound');
    expect(errorMessageKey(Object.assign(new Error('x'), { statusCode: 404 }))).toBe('notFound');
  });

  it('is generic for anything else, 500 being the default', () => {
    expect(errorMessageKey(new Error('boom'))).toBe('generic');
    expect(errorMessageKey({ status: 503 })).toBe('generic');
    expect(errorMessageKey('a string')).toBe('generic');
  });
});
