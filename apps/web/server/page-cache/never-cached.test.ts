import { describe, expect, it } from 'vitest';
import { isNeverCached } from './never-cached';

describe('pages the page cache never keeps', () => {
  it.each([
    '/podglad/123',
    '/pl/podglad/123',
    '/en/podglad/123',
    '/newsletter/potwierdz/abc',
    '/pl/newsletter/potwierdz/abc',
    '/en/newsletter/confirm/abc',
    '/alerty/zarzadzaj/abc',
    '/pl/alerty/zarzadzaj/abc',
    '/en/alerts/manage/abc',
  ])('%s is never cached', (path) => {
    expect(isNeverCached(path)).toBe(true);
  });

  it.each([
    '/',
    '/pl',
    '/sprzedaz',
    '/pl/sprzedaz',
    '/en/sprzedaz',
    '/blog/podglad-rynku',
    '/plany/podglad/1',
  ])('%s may be cached', (path) => {
    expect(isNeverCached(path)).toBe(false);
  });
});
