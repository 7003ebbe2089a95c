import { STATIC_CLUSTERS } from '@estate/domain/map-clusters';
import { describe, expect, it } from 'vitest';
import { BADGE_SIZES, badgeScale, badgeSizePx } from './badge-size';
import { layoutBadges } from './poland-svg';
import { project } from './projection';
import { MAP_VIEWBOX } from './voivodeship-paths';

// Counts of a large demo database (about 97 000 offers): the most crowded badges the map gets.
const LARGE = [
  1399, 7786, 990, 4199, 1116, 3630, 493, 3122, 2123, 3970, 1663, 4674, 4003, 6737, 810, 2263, 855, 3649, 945,
  2348, 1682, 3798, 6352, 6025, 762, 2543, 608, 3865, 2400, 5100, 700, 3300,
];

const markers = (counts: readonly number[]) =>
  STATIC_CLUSTERS.map((cluster, i) => ({
    id: cluster.id,
    lat: cluster.lat,
    lng: cluster.lng,
    count: counts[i] ?? 0,
  }));

describe('badge sizes', () => {
  it('grow gently with the count', () => {
    expect(badgeScale(0)).toBe(1);
    expect(badgeScale(1)).toBe(1);
    expect(badgeScale(10)).toBeCloseTo(1.08);
    expect(badgeScale(1000)).toBeCloseTo(1.24);
    expect(badgeScale(10 ** 9)).toBe(1.32);
  });

  it('are circles for short numbers and pills for long ones', () => {
    const size = BADGE_SIZES[2];
    const one = badgeSizePx(7, size);
    expect(one.width).toBe(one.height);
    const long = badgeSizePx(12345, size);
    expect(long.width).toBeGreaterThan(long.height);
  });
});

describe('layoutBadges', () => {
  it('leaves out markers without offers', () => {
    const counts = STATIC_CLUSTERS.map((_, i) => (i % 3 === 0 ? 0 : i));
    const badges = layoutBadges(markers(counts));
    expect(badges.map((b) => b.id)).toEqual(STATIC_CLUSTERS.filter((_, i) => i % 3 !== 0).map((c) => c.id));
  });

  for (const [name, counts] of [
    ['single-digit', STATIC_CLUSTERS.map(() => 5)],
    ['four-digit', LARGE],
  ] as const) {
    it(`keeps ${name} badges apart and inside the map at every size`, () => {
      const badges = layoutBadges(markers(counts));
      expect(badges).toHaveLength(32);
      for (const size of BADGE_SIZES) {
        const pxPerPercentX = size.mapWidthPx / 100;
        const pxPerPercentY = (size.mapWidthPx * MAP_VIEWBOX.height) / MAP_VIEWBOX.width / 100;
        const boxes = badges.map((badge) => {
          const { width, height } = badgeSizePx(badge.count, size);
          const { left, top } = badge.at[size.name];
          return { x: left * pxPerPercentX, y: top * pxPerPercentY, width, height };
        });
        for (const box of boxes) {
          expect(box.x - box.width / 2).toBeGreaterThanOrEqual(-0.5);
          expect(box.y - box.height / 2).toBeGreaterThanOrEqual(-0.5);
          expect(box.x + box.width / 2).toBeLessThanOrEqual(size.mapWidthPx + 0.5);
        }
        for (let i = 0; i < boxes.length; i++) {
          for (let j = i + 1; j < boxes.length; j++) {
            const a = boxes[i] as (typeof boxes)[number];
            const b = boxes[j] as (typeof boxes)[number];
            const apartX = Math.abs(a.x - b.x) >= (a.width + b.width) / 2 - 0.5;
            const apartY = Math.abs(a.y - b.y) >= (a.height + b.height) / 2 - 0.5;
            expect(apartX || apartY, `${size.name}: badges ${i} and ${j}`).toBe(true);
          }
        }
      }
    });
  }

  it('moves a badge no further than needed: on a wide map, little or not at all', () => {
    const badges = layoutBadges(markers(LARGE));
    for (const [i, badge] of badges.entries()) {
      const cluster = STATIC_CLUSTERS[i];
      if (!cluster) throw new Error('cluster');
      const anchor = project(cluster.lat, cluster.lng);
      const { left, top } = badge.at.l;
      const dx = (left / 100) * MAP_VIEWBOX.width - anchor.x;
      const dy = (top / 100) * MAP_VIEWBOX.height - anchor.y;
      // 40 units: about 28 km, or 29 px on a 720 px map.
      expect(Math.hypot(dx, dy), cluster.label).toBeLessThan(40);
    }
  });
});

describe('layoutBadges and the button over the map', () => {
  it('keeps badges clear of the button’s corner from 480 px up', () => {
    // Every marker in the south-west, where the button is, with long numbers.
    const badges = layoutBadges(markers(LARGE.map((n) => n * 10)));
    for (const size of BADGE_SIZES.filter((s) => s.name !== 's')) {
      const heightPx = (size.mapWidthPx * MAP_VIEWBOX.height) / MAP_VIEWBOX.width;
      for (const badge of badges) {
        const { width, height } = badgeSizePx(badge.count, size);
        const x = (badge.at[size.name].left / 100) * size.mapWidthPx;
        const y = (badge.at[size.name].top / 100) * heightPx;
        const clearOfButton = x - width / 2 >= 12 + 340 || y + height / 2 <= heightPx - 12 - 44;
        expect(clearOfButton, `${size.name} ${badge.id}`).toBe(true);
      }
    }
  });
});
