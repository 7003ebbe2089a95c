import { describe, expect, it } from 'vitest';
import { cellDegreesForZoom, cellRangeBox, cellRangeOf, KEPT_ZOOMS } from './map-grid';

describe('the map grid', () => {
  it('halves the cell size with each zoom level', () => {
    expect(cellDegreesForZoom(6) / cellDegreesForZoom(7)).toBe(2);
    expect(cellDegreesForZoom(0)).toBe(90);
    expect(cellDegreesForZoom(6)).toBe(90 / 64);
  });

  it('keeps consecutive zooms from the site map’s smallest', () => {
    expect(KEPT_ZOOMS[0]).toBe(5);
    expect(KEPT_ZOOMS.every((zoom, i) => i === 0 || zoom === (KEPT_ZOOMS[i - 1] ?? 0) + 1)).toBe(true);
  });

  it('anchors cells at 90° S, 180° W, so a box touches whole cells of one grid', () => {
    // Zoom 6: cells of 1.40625°; Poland's box from row 98 (from 47.8125° N) to row 103.
    const range = cellRangeOf({ south: 49, west: 14.1, north: 54.9, east: 24.2 }, 6);
    expect(range).toEqual({ zoom: 6, rowMin: 98, rowMax: 103, colMin: 138, colMax: 145 });
    const box = cellRangeBox(range);
    expect(box.south).toBeCloseTo(47.8125, 9);
    expect(box.north).toBeCloseTo(56.25, 9);
    expect(box.west).toBeCloseTo(14.0625, 9);
    expect(box.east).toBeCloseTo(25.3125, 9);
    // Two boxes sharing a cell agree on it: the grid does not move with the box.
    expect(cellRangeOf({ south: 50, west: 19, north: 50.1, east: 19.1 }, 6)).toMatchObject({
      rowMin: 99,
      colMin: 141,
    });
  });

  it('makes each cell exactly four of the next zoom’s', () => {
    for (const lat of [-89.99, -0.3, 0, 49.21875, 52.2297, 54.9, 89.9]) {
      for (let zoom = 5; zoom < 12; zoom += 1) {
        const coarse = cellRangeOf({ south: lat, west: lat, north: lat, east: lat }, zoom).rowMin;
        const fine = cellRangeOf({ south: lat, west: lat, north: lat, east: lat }, zoom + 1).rowMin;
        expect(Math.floor(fine / 2)).toBe(coarse);
      }
    }
  });
});
