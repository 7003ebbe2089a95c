import { describe, expect, it } from 'vitest';
import { DEFAULT_TILE_ATTRIBUTION, DEFAULT_TILE_URL, parseMapTileSettings } from './map-tile-settings';

describe('parseMapTileSettings', () => {
  it('defaults to OpenStreetMap, linking its copyright page', () => {
    expect(parseMapTileSettings({})).toEqual({
      url: DEFAULT_TILE_URL,
      attribution: DEFAULT_TILE_ATTRIBUTION,
      attributionUrl: 'https://www.openstreetmap.org/copyright',
    });
  });

  it.each(['off', 'OFF', '', '  '])('turns tiles off with %j', (value) => {
    expect(parseMapTileSettings({ MAP_TILE_URL: value })).toEqual({
      url: null,
      attribution: DEFAULT_TILE_ATTRIBUTION,
      attributionUrl: null,
    });
  });

  it('takes another provider and its attribution, without a link', () => {
    expect(
      parseMapTileSettings({
        MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}{r}.png',
        MAP_TILE_ATTRIBUTION: '© Example',
      }),
    ).toEqual({
      url: 'https://{s}.tiles.example.com/{z}/{x}/{y}{r}.png',
      attribution: '© Example',
      attributionUrl: null,
    });
  });

  it.each(['tiles/{z}/{x}/{y}.png', 'ftp://example.com/{z}/{x}/{y}', 'https://example.com/tiles.png'])(
    'refuses %j',
    (value) => {
      expect(() => parseMapTileSettings({ MAP_TILE_URL: value })).toThrow(/MAP_TILE_URL/);
    },
  );
});
