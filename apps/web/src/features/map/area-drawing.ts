import { type AreaPoint, MAX_AREA_VERTICES } from '@estate/domain/drawn-area';
import type * as Leaflet from 'leaflet';

/**
 * The map's drawing tool (issue 36, decision 059): a click or a tap on the map places the next
 * corner of a polygon, up to MAX_AREA_VERTICES; the outline is drawn as it grows. Hand-written on
 * Leaflet's own click events and vector layers: the plugins (leaflet-draw, Geoman) bring editing
 * handles, toolbars and their style sheets for what is here about 60 lines, and this module is
 * fetched only when a visitor starts drawing.
 */
export interface PolygonDrawing {
  undo(): void;
  stop(): void;
}

export function startPolygonDrawing(
  L: typeof Leaflet,
  map: Leaflet.Map,
  onChange: (points: AreaPoint[]) => void,
): PolygonDrawing {
  const points: AreaPoint[] = [];
  const layer = L.layerGroup().addTo(map);
  const container = map.getContainer();
  // Markers do not catch the clicks meant for corners, and a double tap does not zoom.
  container.classList.add('offer-map__leaflet--drawing');
  const zoomOnDoubleClick = map.doubleClickZoom.enabled();
  map.doubleClickZoom.disable();

  const redraw = () => {
    layer.clearLayers();
    if (points.length > 1) {
      const shape = points.length > 2 ? L.polygon(points) : L.polyline(points);
      shape.setStyle({ className: 'offer-map__area offer-map__area--draft', interactive: false });
      layer.addLayer(shape);
    }
    for (const point of points) {
      layer.addLayer(
        L.circleMarker(point, { radius: 5, className: 'offer-map__area-corner', interactive: false }),
      );
    }
    onChange([...points]);
  };

  const onClick = (event: Leaflet.LeafletMouseEvent) => {
    if (points.length >= MAX_AREA_VERTICES) return;
    points.push([event.latlng.lat, event.latlng.lng]);
    redraw();
  };
  map.on('click', onClick);

  return {
    undo() {
      points.pop();
      redraw();
    },
    stop() {
      map.off('click', onClick);
      layer.remove();
      container.classList.remove('offer-map__leaflet--drawing');
      if (zoomOnDoubleClick) map.doubleClickZoom.enable();
    },
  };
}
