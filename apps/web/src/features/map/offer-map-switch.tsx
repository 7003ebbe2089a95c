'use client';

import type { Language } from '@estate/domain/language';
import type { OfferFilterBody } from '@estate/domain/offer-filters';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import type { MapTileSettings } from '@/lib/env/map-tile-settings';
import type { AreaTarget, InitialView } from './interactive-map';
import type { MapLabels } from './map-labels';

// The interactive map (and Leaflet, and its stylesheet) is fetched only once a visitor asks for it.
const InteractiveMap = dynamic(() => import('./interactive-map').then((module) => module.InteractiveMap), {
  ssr: false,
});

/** Zoom when a badge was clicked: a town's surroundings, or a whole voivodeship. */
const BADGE_ZOOM = { city: 10, voivodeship: 8 } as const;

/**
 * Sits inside the static map's box: the "show interactive map" button, then the interactive map over
 * the static one (same box, so nothing below moves). A click on the static map itself does the
 * same, centred on the badge clicked; keyboard and screen-reader users have the button.
 */
export function OfferMapSwitch({
  lang,
  labels,
  filter,
  tiles,
  areaTarget,
}: {
  lang: Language;
  labels: MapLabels;
  filter: OfferFilterBody;
  tiles: MapTileSettings;
  areaTarget?: AreaTarget;
}) {
  const [view, setView] = useState<InitialView | null | undefined>(undefined);
  const [areaSlot, setAreaSlot] = useState<HTMLDivElement | null>(null);
  const [ready, setReady] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const active = view !== undefined;

  // A pointer shortcut on the whole static map; listening on the box keeps the markup the server's.
  useEffect(() => {
    const frame = rootRef.current
      ?.closest('[data-offer-map]')
      ?.querySelector<HTMLElement>('[data-map-frame]');
    if (!frame || active) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      const badge = target?.closest<HTMLElement>('[data-cluster-id]');
      const lat = Number(badge?.dataset.lat);
      const lng = Number(badge?.dataset.lng);
      const kind = badge?.dataset.kind === 'city' ? 'city' : 'voivodeship';
      setView(
        badge && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng, zoom: BADGE_ZOOM[kind] } : null,
      );
    };
    frame.addEventListener('click', onClick);
    return () => frame.removeEventListener('click', onClick);
  }, [active]);

  // The button goes away on click: keep keyboard focus in the map's box while Leaflet loads.
  useEffect(() => {
    if (active) overlayRef.current?.focus();
  }, [active]);

  return (
    <div ref={rootRef}>
      <button
        type="button"
        className="button button--primary offer-map__show"
        onClick={() => setView(null)}
        hidden={active}
      >
        <svg className="offer-map__show-icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2zm0 0v14m6-12v14"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        {labels.showInteractive}
      </button>
      {active && (
        <div ref={overlayRef} className="offer-map__overlay" tabIndex={-1} aria-busy={!ready}>
          {!ready && (
            <p className="offer-map__status" role="status">
              {labels.loading}
            </p>
          )}
          <InteractiveMap
            lang={lang}
            labels={labels}
            filter={filter}
            tiles={tiles}
            initialView={view}
            areaTarget={areaTarget}
            areaSlot={areaSlot}
            onReady={(container) => {
              setReady(true);
              container.focus();
            }}
          />
        </div>
      )}
      {/* The panel of "Zaznacz obszar", under the map in the page's flow (empty until opened). */}
      {active && <div ref={setAreaSlot} className="offer-map__area-slot" />}
    </div>
  );
}
