'use client';

import 'leaflet/dist/leaflet.css';
import type { GridMapCluster, GridMapResponse, MapOffer } from '@estate/domain/api/map-responses';
import { areaBox, type DrawnArea, formatArea } from '@estate/domain/drawn-area';
import { encodeFilterPath, type FilterListBase, type ListPathState } from '@estate/domain/filter-path';
import type { Language } from '@estate/domain/language';
import { formatPrice } from '@estate/domain/money';
import type { OfferFilterBody } from '@estate/domain/offer-filters';
import { routePath } from '@estate/domain/routes';
import type * as Leaflet from 'leaflet';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { MapTileSettings } from '@/lib/env/map-tile-settings';
import { BADGE_SIZES, badgeScale, badgeSizePx } from './badge-size';
import { createBaseMap, importLeaflet } from './leaflet-base-map';
import { gridRequestBody, MAP_ENDPOINT } from './map-api';
import type { MapLabels } from './map-labels';
import { formatCount } from './plural';
import { mapBounds } from './projection';

export interface InitialView {
  lat: number;
  lng: number;
  zoom: number;
}

// The drawing tool and the towns' names (for the keyboard's circle) come only when a visitor
// starts drawing. React's lazy, not next/dynamic: with next/dynamic in this chunk the bundler
// re-split the pages' first scripts, 0.5 KB more on every page.
const AreaPanel = lazy(() => import('./area-panel').then((module) => ({ default: module.AreaPanel })));

/** Where an area drawn on the map leads: a list and its state, the area added (page 1). */
export interface AreaTarget {
  base: FilterListBase;
  state: Partial<ListPathState>;
}

export interface InteractiveMapProps {
  lang: Language;
  labels: MapLabels;
  /** The offers to show (the list's current filter); the map asks for their clusters as it moves. */
  filter: OfferFilterBody;
  tiles: MapTileSettings;
  /** Where to start; null: the whole of Poland. */
  initialView?: InitialView | null;
  /** Called once the map can be used, with its focusable container. */
  onReady?: (container: HTMLElement) => void;
  /** The list an area drawn here opens; the sale list by default. */
  areaTarget?: AreaTarget;
  /** Where the drawing panel goes: under the map, in the page's flow. */
  areaSlot?: HTMLElement | null;
}

/** An applied area on the map, under the markers; it does not catch clicks. */
function areaLayer(L: typeof Leaflet, area: DrawnArea): Leaflet.Path {
  const options = { className: 'offer-map__area', interactive: false };
  return area.kind === 'circle'
    ? L.circle([area.lat, area.lng], { ...options, radius: area.radiusKm * 1000 })
    : L.polygon(area.points, options);
}

/** Time after the last pan or zoom before asking the server, so a drag asks once, not per frame. */
const DEBOUNCE_MS = 250;
/** Markers take the static map's middle badge size: the server's cells are only 64 px apart. */
const MARKER_SIZE = BADGE_SIZES[1];

/**
 * The interactive offer map (issue 5 "Map"): Leaflet, imported only when this component mounts, with
 * the tile layer of the settings or, with tiles off, the voivodeship outlines. Clusters come from
 * POST /api/classified/map for the visible box and zoom, asked for after each move (debounced, a
 * newer request aborting the older one). A cluster zooms in; a single offer opens a popup with a
 * link to it. Markers are buttons in the tab order (Enter or Space), Escape closes a popup.
 */
export function InteractiveMap(props: InteractiveMapProps) {
  const containerRef = useRef<HTMLElement>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean }>({ text: '', error: false });
  const router = useRouter();
  // The map lives as long as the component; it reads the latest props through this ref.
  const latest = useRef({ ...props, router });
  useEffect(() => {
    latest.current = { ...latest.current, ...props, router };
  });
  const reloadRef = useRef<(() => void) | null>(null);
  const filterKey = JSON.stringify(props.filter);
  const [leafletMap, setLeafletMap] = useState<{ L: typeof Leaflet; map: Leaflet.Map } | null>(null);
  const [drawing, setDrawing] = useState(false);
  const drawButtonRef = useRef<HTMLButtonElement>(null);
  const area = props.filter.drawnArea;

  /** The target list with this area (or none), from page 1. */
  const areaHref = (next: DrawnArea | undefined) => {
    const target = props.areaTarget ?? { base: 'sprzedaz', state: {} };
    return encodeFilterPath(
      target.base,
      { ...target.state, area: next && formatArea(next), page: 1 },
      props.lang,
    );
  };

  useEffect(() => {
    latest.current.filter = JSON.parse(filterKey) as OfferFilterBody;
    reloadRef.current?.();
  }, [filterKey]);

  // "Zaznacz obszar" sits on the map under the zoom buttons, as a Leaflet control: showing the map
  // moves nothing below it, and the attribution, as wide as a phone's map, never covers it. Clicks
  // on it neither place a corner nor pan.
  const [controlBox, setControlBox] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!leafletMap) return;
    const { L, map } = leafletMap;
    const control = new L.Control({ position: 'topleft' });
    control.onAdd = () => {
      const box = L.DomUtil.create('div', 'offer-map__area-control');
      L.DomEvent.disableClickPropagation(box);
      L.DomEvent.disableScrollPropagation(box);
      return box;
    };
    control.addTo(map);
    setControlBox(control.getContainer() ?? null);
    return () => {
      control.remove();
      setControlBox(null);
    };
  }, [leafletMap]);

  // The applied area, drawn again when the list's filter changes under a mounted map.
  useEffect(() => {
    const drawn = (JSON.parse(filterKey) as OfferFilterBody).drawnArea;
    if (!leafletMap || !drawn) return;
    const layer = areaLayer(leafletMap.L, drawn).addTo(leafletMap.map);
    return () => {
      layer.remove();
    };
  }, [filterKey, leafletMap]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let disposed = false;
    let map: Leaflet.Map | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;

    void (async () => {
      const L = await importLeaflet();
      if (disposed) return;
      const { labels, tiles, initialView } = latest.current;
      const leaflet = await createBaseMap(
        L,
        container,
        {
          tiles,
          zoomInTitle: labels.zoomIn,
          zoomOutTitle: labels.zoomOut,
          bordersCredit: labels.bordersCredit,
          outlineClassName: 'offer-map__outline',
          // Half steps let Poland fill a phone-sized map; gridRequestBody rounds down for the cells.
          mapOptions: { zoomSnap: 0.5, zoomDelta: 1 },
        },
        () => disposed,
      );
      if (!leaflet) return;
      map = leaflet;

      const markers = L.layerGroup().addTo(leaflet);
      const { filter: startFilter } = latest.current;

      const focusMap = () => container.focus({ preventScroll: true });

      const zoomInto = (cluster: GridMapCluster, fromKeyboard: boolean) => {
        leaflet.setView([cluster.lat, cluster.lng], Math.min(leaflet.getZoom() + 2, leaflet.getMaxZoom()));
        // The marker is replaced after the new clusters arrive: keep the keyboard in the map.
        if (fromKeyboard) focusMap();
      };

      const openOffer = (marker: Leaflet.Marker, offer: MapOffer, fromKeyboard: boolean) => {
        const content = popupContent(offer, latest.current.lang, latest.current.labels.sold, (href) =>
          latest.current.router.push(href),
        );
        const popup = L.popup({ closeButton: true, autoPanPadding: [16, 16] })
          .setLatLng(marker.getLatLng())
          .setContent(content)
          .openOn(leaflet);
        const element = popup.getElement();
        element?.addEventListener('keydown', (event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          leaflet.closePopup();
          marker.getElement()?.focus();
        });
        if (fromKeyboard) content.querySelector('a')?.focus();
      };

      const render = (clusters: readonly GridMapCluster[]) => {
        markers.clearLayers();
        const { lang: currentLang, labels: currentLabels } = latest.current;
        for (const cluster of clusters) {
          const offer = cluster.count === 1 ? cluster.offer : null;
          const { width, height } = badgeSizePx(cluster.count, MARKER_SIZE);
          const font = Math.round(MARKER_SIZE.fontPx * badgeScale(cluster.count) * 10) / 10;
          const icon = L.divIcon({
            className: offer
              ? `offer-map__marker offer-map__marker-single${offer.sold ? ' offer-map__marker-sold' : ''}`
              : 'offer-map__marker',
            html: `<span class="offer-map__marker-body" style="font-size:${font}px">${cluster.count}</span>`,
            iconSize: [Math.round(width), Math.round(height)],
          });
          const marker = L.marker([cluster.lat, cluster.lng], { icon, keyboard: true, riseOnHover: true });
          const name = offer
            ? [offer.title, offer.town, offer.sold ? currentLabels.sold : null].filter(Boolean).join(', ')
            : formatCount(currentLabels.cluster, cluster.count, currentLang);
          const activate = (fromKeyboard: boolean) =>
            offer ? openOffer(marker, offer, fromKeyboard) : zoomInto(cluster, fromKeyboard);
          marker.on('click', () => activate(false));
          marker.on('add', () => {
            const element = marker.getElement();
            if (!element) return;
            element.setAttribute('aria-label', name);
            element.dataset.count = String(cluster.count);
            element.addEventListener('keydown', (event) => {
              if (event.key !== 'Enter' && event.key !== ' ') return;
              event.preventDefault();
              event.stopPropagation();
              activate(true);
            });
          });
          markers.addLayer(marker);
        }
      };

      const load = async () => {
        controller?.abort();
        const request = new AbortController();
        controller = request;
        const { filter, lang: currentLang, labels: currentLabels } = latest.current;
        container.setAttribute('aria-busy', 'true');
        const bounds = leaflet.getBounds();
        const body = gridRequestBody(
          filter,
          currentLang,
          {
            south: bounds.getSouth(),
            west: bounds.getWest(),
            north: bounds.getNorth(),
            east: bounds.getEast(),
          },
          leaflet.getZoom(),
        );
        try {
          // Plain fetch, not fetchJson: panning should not run the page's loading bar every time.
          const response = await fetch(MAP_ENDPOINT, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify(body),
            signal: request.signal,
          });
          if (!response.ok) throw new Error(`map: HTTP ${response.status}`);
          const answer = (await response.json()) as GridMapResponse;
          if (request.signal.aborted || disposed) return;
          render(answer.data.clusters);
          setStatus({
            text: formatCount(currentLabels.offersInView, answer.data.total, currentLang),
            error: false,
          });
        } catch (error) {
          if (request.signal.aborted || disposed) return;
          console.error(error);
          setStatus({ text: currentLabels.loadError, error: true });
        }
        container.setAttribute('aria-busy', 'false');
      };

      const schedule = () => {
        clearTimeout(timer);
        timer = setTimeout(() => void load(), DEBOUNCE_MS);
      };
      reloadRef.current = schedule;
      leaflet.on('moveend', schedule);

      if (initialView) {
        leaflet.setView([initialView.lat, initialView.lng], initialView.zoom);
      } else if (startFilter.drawnArea) {
        // A list of an area opens its map on the area.
        const box = areaBox(startFilter.drawnArea);
        leaflet.fitBounds(
          [
            [box.south, box.west],
            [box.north, box.east],
          ],
          { padding: [16, 16] },
        );
      } else {
        const box = mapBounds();
        leaflet.fitBounds([
          [box.south, box.west],
          [box.north, box.east],
        ]);
      }
      schedule();
      setLeafletMap({ L, map: leaflet });
      latest.current.onReady?.(container);
    })();

    return () => {
      disposed = true;
      reloadRef.current = null;
      clearTimeout(timer);
      controller?.abort();
      map?.remove();
    };
  }, []);

  return (
    <>
      <section
        ref={containerRef}
        className="offer-map__leaflet"
        aria-label={props.labels.interactiveMap}
        data-interactive-map=""
      />
      <p className={`offer-map__status ${status.error ? 'offer-map__status-error' : ''}`} role="status">
        {status.text}
      </p>
      {controlBox &&
        !drawing &&
        createPortal(
          <>
            <button
              ref={drawButtonRef}
              type="button"
              className="button button--secondary"
              onClick={() => setDrawing(true)}
            >
              {props.labels.area.draw}
            </button>
            {area && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => router.push(areaHref(undefined))}
              >
                {props.labels.area.remove}
              </button>
            )}
          </>,
          controlBox,
        )}
      {props.areaSlot &&
        leafletMap &&
        drawing &&
        createPortal(
          <div className="offer-map__area-tools">
            <Suspense fallback={null}>
              <AreaPanel
                L={leafletMap.L}
                map={leafletMap.map}
                labels={props.labels.area}
                onApply={(next) => {
                  setDrawing(false);
                  router.push(areaHref(next));
                }}
                onCancel={() => {
                  setDrawing(false);
                  requestAnimationFrame(() => drawButtonRef.current?.focus());
                }}
              />
            </Suspense>
          </div>,
          props.areaSlot,
        )}
    </>
  );
}

/** The popup of a single offer, built as DOM nodes so that no offer text is ever parsed as HTML. */
function popupContent(
  offer: MapOffer,
  lang: Language,
  soldLabel: string,
  navigate: (href: string) => void,
): HTMLElement {
  const root = document.createElement('div');
  root.className = 'offer-map__popup';
  if (offer.sold) {
    const sold = document.createElement('p');
    sold.className = 'offer-map__popup-sold';
    sold.textContent = soldLabel;
    root.append(sold);
  }
  const href = routePath('szczegoly_ogloszenia', { id: offer.id }, lang);
  if (offer.photo) {
    const image = document.createElement('img');
    image.src = `${offer.photo}-480.webp`;
    // The title next to it says what the photo shows.
    image.alt = '';
    image.width = 480;
    image.height = 360;
    image.loading = 'lazy';
    root.append(image);
  }
  const title = document.createElement('p');
  title.className = 'offer-map__popup-title';
  const link = document.createElement('a');
  link.href = href;
  link.textContent = offer.title;
  // Client-side navigation like the site's other links, unless the visitor wants a new tab.
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  });
  title.append(link);
  root.append(title);
  if (offer.town) {
    const town = document.createElement('p');
    town.textContent = offer.town;
    root.append(town);
  }
  const current = offer.discountPrice ?? offer.price;
  if (current !== null) {
    const price = document.createElement('p');
    price.className = 'offer-map__popup-price';
    price.textContent = formatPrice(current, lang);
    if (offer.discountPrice !== null && offer.price !== null && offer.price !== offer.discountPrice) {
      const old = document.createElement('s');
      old.className = 'offer-map__popup-old-price';
      old.textContent = formatPrice(offer.price, lang);
      price.append(' ', old);
    }
    root.append(price);
  }
  return root;
}
