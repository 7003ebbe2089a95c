import { describe, expect, it } from 'vitest';
import { isChunkLoadError, shouldReloadAfterChunkError } from './chunk-load-error';

describe('isChunkLoadError', () => {
  it.each([
    [Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' })],
    [new Error('Loading chunk static/chunks/abc.js failed. (error: https://x/_next/static/chunks/abc.js)')],
    [new Error('Loading CSS chunk 7 failed')],
    [new TypeError('Failed to fetch dynamically imported module: https://x/_next/static/chunks/a.js')],
    [new TypeError('error loading dynamically imported module')],
    [new TypeError('Importing a module script failed.')],
    [new Error('Failed to load chunk /_next/static/chunks/0a1b.js from module 123')],
    ['ChunkLoadError: Loading chunk 5 failed'],
  ])('recognises %s', (reason) => {
    expect(isChunkLoadError(reason)).toBe(true);
  });

  it.each([[null], [undefined], [new Error('Network request failed')], [{ name: 'TypeError' }], [42]])(
    'leaves %s alone',
    (reason) => {
      expect(isChunkLoadError(reason)).toBe(false);
    },
  );
});

describe('shouldReloadAfterChunkError', () => {
  it('reloads the first time and again only after the cool-down', () => {
    expect(shouldReloadAfterChunkError(null, 1000)).toBe(true);
    expect(shouldReloadAfterChunkError(1000, 5000)).toBe(false);
    expect(shouldReloadAfterChunkError(1000, 11_001)).toBe(true);
  });
});
