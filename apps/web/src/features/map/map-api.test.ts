import { describe, expect, it } from 'vitest';
import { gridRequestBody } from './map-api';

describe('gridRequestBody', () => {
  it('sends the filter, language, box and whole zoom level', () => {
    expect(
      gridRequestBody(
        { typeClassified: 1, isNew: 1 },
        'en',
        { south: 50.1, west: 19.2, north: 50.3, east: 19.9 },
        9.4,
      ),
    ).toEqual({
      typeClassified: 1,
      isNew: 1,
      lang: 'en',
      bbox: { south: 50.1, west: 19.2, north: 50.3, east: 19.9 },
      zoom: 9,
    });
  });

  it('rounds a half zoom step down, so cells stay at least 64 px apart', () => {
    expect(gridRequestBody({}, 'pl', { south: 49, west: 14, north: 55, east: 24 }, 5.5).zoom).toBe(5);
    expect(gridRequestBody({}, 'pl', { south: 49, west: 14, north: 55, east: 24 }, 6).zoom).toBe(6);
  });

  it('clamps a zoomed-out or wrapped view to real coordinates', () => {
    const body = gridRequestBody({}, 'pl', { south: -95.123456, west: -200, north: 97, east: 380 }, 1);
    expect(body.bbox).toEqual({ south: -90, west: -180, north: 90, east: 180 });
  });
});
