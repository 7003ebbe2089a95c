'use client';

import type { AreaPoint, DrawnArea } from '@estate/domain/drawn-area';
import { townCoordinates } from '@estate/domain/town-coordinates';
import { TOWNS } from '@estate/domain/towns';
import type * as Leaflet from 'leaflet';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type PolygonDrawing, startPolygonDrawing } from './area-drawing';
import type { AreaLabels } from './map-labels';

/** The keyboard's circle: a town and one of these radii. */
const RADII_KM = [5, 10, 20, 50] as const;
const DEFAULT_RADIUS_KM = 10;

interface AreaPanelProps {
  L: typeof Leaflet;
  map: Leaflet.Map;
  labels: AreaLabels;
  onApply: (area: DrawnArea) => void;
  onCancel: () => void;
}

/** A town typed by a visitor: the towns table's name as written, else the same name in any case. */
function townPlace(typed: string): readonly [number, number] | undefined {
  const exact = townCoordinates(typed, undefined);
  if (exact) return exact;
  const wanted = typed.trim().toLocaleLowerCase('pl');
  const row = TOWNS.find((town) => town[0].toLocaleLowerCase('pl') === wanted);
  return row ? [row[2], row[3]] : undefined;
}

/**
 * What a visitor sees while drawing an area (issue 36), under the map: how to draw, the corners
 * placed so far, undo, apply and cancel; and the keyboard's way, which needs no pointer: a town and
 * a radius. Loaded with the drawing tool and the towns' names only when "Zaznacz obszar" is pressed.
 */
export function AreaPanel({ L, map, labels, onApply, onCancel }: AreaPanelProps) {
  const [points, setPoints] = useState<AreaPoint[]>([]);
  const [townError, setTownError] = useState(false);
  const drawing = useRef<PolygonDrawing | null>(null);
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const townNames = useMemo(() => [...new Set(TOWNS.map((town) => town[0]))], []);

  useEffect(() => {
    const tool = startPolygonDrawing(L, map, setPoints);
    drawing.current = tool;
    headingRef.current?.focus();
    return () => tool.stop();
  }, [L, map]);

  const applyCircle = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const place = townPlace(String(values.get('town') ?? ''));
    if (!place) {
      setTownError(true);
      return;
    }
    const radiusKm = Number(values.get('radius'));
    onApply({ kind: 'circle', lat: place[0], lng: place[1], radiusKm });
  };

  return (
    <section className="offer-map__area-panel" aria-labelledby={`${id}-heading`} data-area-panel="">
      <h3 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="offer-map__area-heading">
        {labels.heading}
      </h3>
      <p className="offer-map__area-hint">{labels.hint}</p>
      <p className="offer-map__area-count" role="status" data-area-corners={points.length}>
        {labels.corners.replace('#', String(points.length))}
      </p>
      <div className="offer-map__area-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={points.length < 3}
          onClick={() => onApply({ kind: 'polygon', points })}
        >
          {labels.apply}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={points.length === 0}
          onClick={() => drawing.current?.undo()}
        >
          {labels.undo}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {labels.cancel}
        </button>
      </div>
      <form className="offer-map__area-circle" onSubmit={applyCircle} noValidate>
        <fieldset>
          <legend>{labels.circleHeading}</legend>
          <div className="offer-map__area-fields">
            <label>
              <span>{labels.town}</span>
              <input
                name="town"
                list={`${id}-towns`}
                autoComplete="off"
                required
                aria-invalid={townError || undefined}
                aria-describedby={townError ? `${id}-town-error` : undefined}
                onChange={() => setTownError(false)}
              />
            </label>
            <datalist id={`${id}-towns`}>
              {townNames.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
            <label>
              <span>{labels.radius}</span>
              <select name="radius" defaultValue={DEFAULT_RADIUS_KM}>
                {RADII_KM.map((radius) => (
                  <option key={radius} value={radius}>
                    {labels.km.replace('#', String(radius))}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="button button--secondary">
              {labels.applyCircle}
            </button>
          </div>
          {townError && (
            <p id={`${id}-town-error`} className="offer-map__area-error" role="alert">
              {labels.unknownTown}
            </p>
          )}
        </fieldset>
      </form>
    </section>
  );
}
