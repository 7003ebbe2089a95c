import { describe, expect, it } from 'vitest';
import {
  nudgePin,
  PIN_STEP,
  pinPosition,
  roundCoordinate,
  samePosition,
  validPosition,
} from './pin-position';

describe('pin position', () => {
  it('rounds to six decimals, never to -0', () => {
    expect(roundCoordinate(52.229675812)).toBe(52.229676);
    expect(roundCoordinate(21.0122287)).toBe(21.012229);
    expect(Object.is(roundCoordinate(-0.0000001), 0)).toBe(true);
  });

  it('clamps the latitude and wraps the longitude of a click', () => {
    expect(pinPosition(91, 21)).toEqual({ lat: 90, lng: 21 });
    expect(pinPosition(-95, 21)).toEqual({ lat: -90, lng: 21 });
    expect(pinPosition(52.1, 381.0122)).toEqual({ lat: 52.1, lng: 21.0122 });
    expect(pinPosition(52.1, -338.9878)).toEqual({ lat: 52.1, lng: 21.0122 });
    expect(pinPosition(0, 180)).toEqual({ lat: 0, lng: 180 });
    expect(pinPosition(0, -180)).toEqual({ lat: 0, lng: -180 });
  });

  it('accepts only typed numbers that are a place on the globe', () => {
    expect(validPosition(52.2297, 21.0122)).toEqual({ lat: 52.2297, lng: 21.0122 });
    expect(validPosition(null, 21)).toBeNull();
    expect(validPosition(52, null)).toBeNull();
    expect(validPosition(522297, 21)).toBeNull();
    expect(validPosition(52, -181)).toBeNull();
    expect(validPosition(Number.NaN, 21)).toBeNull();
  });

  it('compares positions to six decimals', () => {
    expect(samePosition({ lat: 52.2296758, lng: 21 }, { lat: 52.229676, lng: 21 })).toBe(true);
    expect(samePosition({ lat: 52.229676, lng: 21 }, { lat: 52.229677, lng: 21 })).toBe(false);
  });

  it('moves the pin a small step per arrow key, ten with Shift', () => {
    const start = { lat: 52.2297, lng: 21.0122 };
    expect(nudgePin(start, 'ArrowUp')).toEqual({ lat: 52.2302, lng: 21.0122 });
    expect(nudgePin(start, 'ArrowDown')).toEqual({ lat: 52.2292, lng: 21.0122 });
    expect(nudgePin(start, 'ArrowRight')).toEqual({ lat: 52.2297, lng: 21.0127 });
    expect(nudgePin(start, 'ArrowLeft')).toEqual({ lat: 52.2297, lng: 21.0117 });
    expect(nudgePin(start, 'ArrowUp', true)).toEqual({ lat: 52.2347, lng: 21.0122 });
    expect(nudgePin(start, 'Enter')).toBeNull();
    expect(nudgePin({ lat: 90, lng: 0 }, 'ArrowUp')).toEqual({ lat: 90, lng: 0 });
    expect(PIN_STEP).toBe(0.0005);
  });
});
