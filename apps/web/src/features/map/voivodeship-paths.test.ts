import { VOIVODESHIP_KEYS, voivodeshipByKey } from '@estate/domain/voivodeships';
import { describe, expect, it } from 'vitest';
import { pathPoints } from './projection';
import { voivodeshipOutlines } from './voivodeship-outlines';
import { MAP_VIEWBOX, VOIVODESHIP_PATHS } from './voivodeship-paths';

describe('generated voivodeship paths', () => {
  it('has the 16 voivodeships with their codes', () => {
    expect(VOIVODESHIP_PATHS.map((path) => path.key).sort()).toEqual([...VOIVODESHIP_KEYS].sort());
    for (const path of VOIVODESHIP_PATHS) expect(path.code).toBe(voivodeshipByKey(path.key)?.code);
  });

  it('stays small: under 25 kB of path data in all', () => {
    const bytes = VOIVODESHIP_PATHS.reduce((sum, path) => sum + path.d.length, 0);
    expect(bytes).toBeLessThan(25_000);
    expect(bytes).toBeGreaterThan(8_000);
  });

  it('keeps every point inside the viewBox', () => {
    for (const path of VOIVODESHIP_PATHS) {
      for (const { x, y } of pathPoints(path.d)) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(MAP_VIEWBOX.width);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(MAP_VIEWBOX.height);
      }
    }
  });

  it('simplifies shared borders once: neighbours keep the same border points', () => {
    const points = (key: string) =>
      new Set(
        pathPoints(VOIVODESHIP_PATHS.find((path) => path.key === key)?.d ?? '').map((p) => `${p.x},${p.y}`),
      );
    const mazowieckie = points('mazowieckie');
    const lodzkie = points('lodzkie');
    const shared = [...lodzkie].filter((point) => mazowieckie.has(point));
    expect(shared.length).toBeGreaterThan(40);
  });
});

describe('voivodeshipOutlines', () => {
  it('turns the paths back into rings of [lat, lng] within Poland', () => {
    const outlines = voivodeshipOutlines();
    expect(outlines).toHaveLength(16);
    for (const { ring } of outlines) {
      expect(ring.length).toBeGreaterThan(50);
      for (const [lat, lng] of ring) {
        expect(lat).toBeGreaterThan(48.95);
        expect(lat).toBeLessThan(54.9);
        expect(lng).toBeGreaterThan(14.05);
        expect(lng).toBeLessThan(24.2);
      }
    }
  });
});
