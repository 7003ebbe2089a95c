'use client';

import 'leaflet/dist/leaflet.css';
import './location-picker.css';
import type * as Leaflet from 'leaflet';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { createBaseMap, importLeaflet } from '@/features/map/leaflet-base-map';
import type { MapTileSettings } from '@/lib/env/map-tile-settings';
import { nudgePin, type PinPosition, pinPosition, samePosition, validPosition } from './pin-position';

export interface LocationPickerProps {
  /** The position typed into the editor's inputs; null (either of them) while there is none. */
  lat: number | null;
  lng: number | null;
  /** A click, a drag or an arrow key put the pin here (six decimals). Not called for prop changes. */
  onChange: (lat: number, lng: number) => void;
  tiles: MapTileSettings;
  /** Id of the text that explains the picker (the parent renders it). */
  describedBy?: string;
  /**
   * A count the parent raises to have the map centred on the position at the zoom a set position
   * opens at (a town picked in the editor); a position typed or moved otherwise only pans to it.
   */
  recentre?: number;
}

/** With no position yet the map shows the whole of Poland. */
const POLAND: Leaflet.LatLngBoundsLiteral = [
  [49.0, 14.1],
  [54.9, 24.2],
];
/** The zoom a set position opens at: street level with tiles, a county's size over the outlines. */
const PIN_ZOOM = { tiles: 13, outlines: 9 } as const;
/** The pin's box (location-picker.css draws it); its tip, bottom centre, is the position. */
const PIN_SIZE: [number, number] = [28, 34];
/**
 * The offer editor's location picker: a Leaflet map (imported only when this mounts) with one pin.
 * A click puts the pin there, the pin can be dragged, and once focused (Tab, or a click on it) the
 * arrow keys move it by PIN_STEP (ten times that with Shift); each reports the new position through
 * onChange. Positions typed into the parent's inputs move the pin without calling onChange.
 */
export function LocationPicker({
  lat,
  lng,
  onChange,
  tiles,
  describedBy,
  recentre = 0,
}: LocationPickerProps) {
  const t = useTranslations('backOffice.locationPicker');
  const containerRef = useRef<HTMLDivElement>(null);
  const labels = {
    marker: t('marker'),
    zoomIn: t('zoomIn'),
    zoomOut: t('zoomOut'),
    bordersCredit: t('bordersCredit'),
  };
  // The map lives as long as the component; it reads the latest props through this ref.
  const latest = useRef({ lat, lng, onChange, tiles, describedBy, labels });
  useEffect(() => {
    latest.current = { lat, lng, onChange, tiles, describedBy, labels };
  });
  /** Moves (or removes) the pin for new props, centring and zooming when asked; set once the map is ready. */
  const syncRef = useRef<((position: PinPosition | null, centre: boolean) => void) | null>(null);
  const centred = useRef(recentre);

  useEffect(() => {
    const centre = recentre !== centred.current;
    centred.current = recentre;
    syncRef.current?.(validPosition(lat, lng), centre);
  }, [lat, lng, recentre]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    // Strict mode runs this twice: the first run's import resolves after its cleanup and stops here.
    let disposed = false;
    let map: Leaflet.Map | undefined;

    void (async () => {
      const L = await importLeaflet();
      if (disposed) return;
      const { tiles: tileSettings, labels: texts } = latest.current;
      const leaflet = await createBaseMap(
        L,
        container,
        {
          tiles: tileSettings,
          zoomInTitle: texts.zoomIn,
          zoomOutTitle: texts.zoomOut,
          bordersCredit: texts.bordersCredit,
          outlineClassName: 'bo-location-picker__outline',
        },
        () => disposed,
      );
      if (!leaflet) return;
      map = leaflet;
      const outlines = tileSettings.url === null;
      const animate = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;

      // Not Leaflet's default PNG icon: its image URLs do not survive bundling.
      const icon = L.divIcon({
        className: 'bo-pin',
        html: '<span class="bo-pin__head"></span>',
        iconSize: PIN_SIZE,
        iconAnchor: [PIN_SIZE[0] / 2, PIN_SIZE[1]],
      });
      let marker: Leaflet.Marker | null = null;

      const report = (position: PinPosition) => latest.current.onChange(position.lat, position.lng);

      const createMarker = (position: PinPosition): Leaflet.Marker => {
        const { labels: current, describedBy: description } = latest.current;
        const created = L.marker(position, {
          icon,
          draggable: true,
          keyboard: true,
          title: current.marker,
          alt: current.marker,
          autoPan: true,
        });
        // Selected: the arrow keys move it from here on.
        const select = () => created.getElement()?.focus({ preventScroll: true });
        created.on('dragend', () => {
          const dropped = created.getLatLng();
          const position = pinPosition(dropped.lat, dropped.lng);
          created.setLatLng(position);
          report(position);
          select();
        });
        created.on('click', select);
        created.on('add', () => {
          const element = created.getElement();
          if (!element) return;
          // A div icon gets no alt: name it here (Leaflet already makes it a focusable button).
          element.setAttribute('aria-label', current.marker);
          if (description) element.setAttribute('aria-describedby', description);
          element.addEventListener('keydown', (event) => {
            if (event.altKey || event.ctrlKey || event.metaKey) return;
            const next = nudgePin(created.getLatLng(), event.key, event.shiftKey);
            if (!next) return;
            // Neither the page nor the map (whose own arrow keys pan it) scrolls.
            event.preventDefault();
            event.stopPropagation();
            created.setLatLng(next);
            if (!leaflet.getBounds().contains(next)) leaflet.panTo(next, { animate });
            report(next);
          });
        });
        return created;
      };

      const showPin = (position: PinPosition) => {
        if (marker) marker.setLatLng(position);
        else marker = createMarker(position).addTo(leaflet);
      };

      leaflet.on('click', (event: Leaflet.LeafletMouseEvent) => {
        const position = pinPosition(event.latlng.lat, event.latlng.lng);
        showPin(position);
        report(position);
      });

      const pinZoom = outlines ? PIN_ZOOM.outlines : PIN_ZOOM.tiles;
      const start = validPosition(latest.current.lat, latest.current.lng);
      if (start) {
        leaflet.setView(start, pinZoom);
        showPin(start);
      } else {
        leaflet.fitBounds(POLAND);
      }

      syncRef.current = (position, centre) => {
        if (!position) {
          // The inputs no longer hold a place: no pin, rather than one where nothing will be saved.
          marker?.remove();
          marker = null;
          return;
        }
        if (centre) {
          showPin(position);
          leaflet.setView(position, pinZoom, { animate });
          return;
        }
        if (marker && samePosition(marker.getLatLng(), position)) return;
        showPin(position);
        leaflet.panTo(position, { animate });
      };
    })();

    return () => {
      disposed = true;
      syncRef.current = null;
      map?.remove();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useSemanticElements: Leaflet's container, not a form group: a fieldset lays it out badly.
    <div
      ref={containerRef}
      className="bo-location-picker"
      role="group"
      aria-label={t('label')}
      aria-describedby={describedBy}
    />
  );
}
