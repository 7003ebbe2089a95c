import 'server-only';
import { type MapTileSettings, parseMapTileSettings } from './map-tiles';

/** The interactive map's tile settings (MAP_TILE_URL, MAP_TILE_ATTRIBUTION), read once at start. */
export const mapTileSettings: MapTileSettings = parseMapTileSettings(process.env);
