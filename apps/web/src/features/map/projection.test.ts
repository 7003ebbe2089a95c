import { STATIC_CLUSTERS } from '@estate/domain/map-clusters';
import { voivodeshipByCode } from '@estate/domain/voivodeships';
import { describe, expect, it } from 'vitest';
import { mapBounds, pathPoints, project, unproject } from './projection';
import { MAP_VIEWBOX, VOIVODESHIP_PATHS } from './voivodeship-paths';

function boundingBox(key: string) {
  const outline = VOIVODESHIP_PATHS.find((path) => path.key === key);
  if (!outline) throw new Error(key);
  const points = pathPoints(outline.d);
  return {
    minX: Math.min(...points.map((p) => p.x)),
    maxX: Math.max(...points.map((p) => p.x)),
    minY: Math.min(...points.map((p) => p.y)),
    maxY: Math.max(...points.map((p) => p.y)),
  };
}

/** Ray casting: is the point inside the closed ring? */
function inside(point: { x: number; y: number }, ring: readonly { x: number; y: number }[]): boolean {
  let result = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i] as { x: number; y: number };
    const b = ring[j] as { x: number; y: number };
    if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x) {
      result = !result;
    }
  }
  return result;
}

describe('project', () => {
  it('puts Warsaw inside mazowieckie, and inside its outline', () => {
    const warsaw = project(52.23, 21.012);
    const box = boundingBox('mazowieckie');
    expect(warsaw.x).toBeGreaterThan(box.minX);
    expect(warsaw.x).toBeLessThan(box.maxX);
    expect(warsaw.y).toBeGreaterThan(box.minY);
    expect(warsaw.y).toBeLessThan(box.maxY);
    const outline = VOIVODESHIP_PATHS.find((path) => path.key === 'mazowieckie');
    expect(inside(warsaw, pathPoints(outline?.d ?? ''))).toBe(true);
  });

  it('keeps north up and east right, with lengths true to scale at 52°', () => {
    const a = project(52, 19);
    const north = project(53, 19);
    const east = project(52, 20);
    expect(north.y).toBeLessThan(a.y);
    expect(east.x).toBeGreaterThan(a.x);
    // One degree of longitude at 52° is cos(52°) of a degree of latitude (111 km vs 68.5 km).
    expect((east.x - a.x) / (a.y - north.y)).toBeCloseTo(Math.cos((52 * Math.PI) / 180), 5);
  });

  it('places all 32 static markers inside the viewBox and inside their own voivodeship', () => {
    expect(STATIC_CLUSTERS).toHaveLength(32);
    for (const cluster of STATIC_CLUSTERS) {
      const point = project(cluster.lat, cluster.lng);
      expect(point.x, cluster.label).toBeGreaterThan(0);
      expect(point.x, cluster.label).toBeLessThan(MAP_VIEWBOX.width);
      expect(point.y, cluster.label).toBeGreaterThan(0);
      expect(point.y, cluster.label).toBeLessThan(MAP_VIEWBOX.height);
      const key = voivodeshipByCode(cluster.voivodeship)?.key;
      const outline = VOIVODESHIP_PATHS.find((path) => path.key === key);
      expect(inside(point, pathPoints(outline?.d ?? '')), cluster.label).toBe(true);
    }
  });

  it('is undone by unproject', () => {
    const { x, y } = project(50.061, 19.937);
    const back = unproject(x, y);
    expect(back.lat).toBeCloseTo(50.061, 9);
    expect(back.lng).toBeCloseTo(19.937, 9);
  });

  it('frames Poland (49.0–54.84 N, 14.12–24.15 E) in the viewBox with a margin', () => {
    const box = mapBounds();
    expect(box.south).toBeLessThan(49.0);
    expect(box.north).toBeGreaterThan(54.835);
    expect(box.west).toBeLessThan(14.123);
    expect(box.east).toBeGreaterThan(24.146);
    expect(box.east - box.west).toBeLessThan(10.5);
  });
});

describe('pathPoints', () => {
  it('reads a generated path back into absolute points', () => {
    expect(pathPoints('M10 20l5-2-1 3 0 1z')).toEqual([
      { x: 10, y: 20 },
      { x: 15, y: 18 },
      { x: 14, y: 21 },
      { x: 14, y: 22 },
    ]);
  });

  it('rejects anything else', () => {
    expect(() => pathPoints('M10,20 L5,2')).toThrow();
  });
});
