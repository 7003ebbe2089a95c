import { describe, expect, it } from 'vitest';
import { createChunkKeeper } from './chunk-keeper';

function keeper() {
  const state = {
    time: 0,
    version: 1 as number | null,
    chunks: ['a'],
    reads: 0,
    versionReads: 0,
    fail: false,
  };
  const get = createChunkKeeper<string>({
    readVersion: async () => {
      state.versionReads += 1;
      return state.version;
    },
    readChunks: async () => {
      state.reads += 1;
      if (state.fail) throw new Error('API down');
      return [...state.chunks];
    },
    freshMs: 60_000,
    checkMs: 1_000,
    now: () => state.time,
  });
  return { state, get };
}

describe('the kept chunks', () => {
  it('are read once, then kept while the content version stays', async () => {
    const { state, get } = keeper();
    expect(await get()).toEqual(['a']);
    state.time = 500;
    expect(await get()).toEqual(['a']);
    expect(state.versionReads).toBe(1);
    state.time = 30_000;
    expect(await get()).toEqual(['a']);
    expect(state.reads).toBe(1);
    expect(state.versionReads).toBe(2);
  });

  it('are read again within a second of an edit (the version moved)', async () => {
    const { state, get } = keeper();
    await get();
    state.chunks = ['b'];
    state.version = 2;
    state.time = 400;
    expect(await get()).toEqual(['a']);
    state.time = 1_000;
    expect(await get()).toEqual(['b']);
    expect(state.reads).toBe(2);
  });

  it('are read again after their minute whatever the version, and kept when the API fails', async () => {
    const { state, get } = keeper();
    await get();
    state.version = null;
    state.time = 5_000;
    expect(await get()).toEqual(['a']);
    state.time = 60_000;
    state.chunks = ['c'];
    expect(await get()).toEqual(['c']);
    state.fail = true;
    state.time = 120_000;
    expect(await get()).toEqual(['c']);
  });
});
