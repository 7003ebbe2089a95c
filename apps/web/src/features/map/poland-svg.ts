import 'server-only';
import { BADGE_SIZES, type BadgeSize, type BadgeSizeName, badgeScale, badgeSizePx } from './badge-size';
import { project } from './projection';
import { MAP_VIEWBOX, VOIVODESHIP_PATHS, type VoivodeshipPath } from './voivodeship-paths';

/**
 * The static map of Poland: the voivodeship outlines (generated, see voivodeship-paths.ts) and where
 * its numbered badges go. Badges are HTML over the SVG, sized in rem so that their numbers stay
 * legible however small the map is drawn; so on a narrow map they would cover each other where
 * markers are close (Wrocław and the rest of dolnośląskie are 40 km apart). Their positions are
 * therefore worked out here for three widths of the map, nudging overlapping badges apart, and the
 * stylesheet picks the set that fits the map's width (container queries).
 */

export const POLAND_VIEWBOX = `0 0 ${MAP_VIEWBOX.width} ${MAP_VIEWBOX.height}`;

export function polandOutlines(): readonly VoivodeshipPath[] {
  return VOIVODESHIP_PATHS;
}

/** Free space kept between badges, in pixels. */
const GAP_PX = 3;

export interface BadgeInput {
  id: number;
  lat: number;
  lng: number;
  count: number;
}

export interface PlacedBadge {
  id: number;
  count: number;
  scale: number;
  /** Where the badge's centre goes at each size, as percentages of the map's width and height. */
  at: Record<BadgeSizeName, { left: number; top: number }>;
}

interface Box {
  x: number;
  y: number;
  halfW: number;
  halfH: number;
}

/**
 * Where the "show interactive map" button sits over the map from 480 px up (offer-map.css:
 * 12 px from the bottom left, 44 px tall; about 330 px wide in Polish): badges keep clear of it.
 * Below 480 px the button is under the map.
 */
const BUTTON_PX = { left: 12, bottom: 12, width: 340, height: 44 } as const;

function buttonBox(size: BadgeSize, unitsPerPx: number): Box | null {
  if (size.name === 's') return null;
  return {
    x: (BUTTON_PX.left + BUTTON_PX.width / 2) * unitsPerPx,
    y: MAP_VIEWBOX.height - (BUTTON_PX.bottom + BUTTON_PX.height / 2) * unitsPerPx,
    halfW: (BUTTON_PX.width / 2) * unitsPerPx,
    halfH: (BUTTON_PX.height / 2) * unitsPerPx,
  };
}

/**
 * Moves overlapping boxes apart along the axis that needs the smaller move, and out from under the
 * fixed obstacle; deterministic.
 */
function separate(boxes: Box[], gap: number, obstacle: Box | null): void {
  const { width, height } = MAP_VIEWBOX;
  for (let round = 0; round < 200; round++) {
    let moved = false;
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i] as Box;
        const b = boxes[j] as Box;
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const overlapX = a.halfW + b.halfW + gap - Math.abs(dx);
        const overlapY = a.halfH + b.halfH + gap - Math.abs(dy);
        if (overlapX <= 0 || overlapY <= 0) continue;
        moved = true;
        if (overlapX < overlapY) {
          const push = (overlapX / 2 + 0.01) * (dx >= 0 ? 1 : -1);
          a.x -= push;
          b.x += push;
        } else {
          const push = (overlapY / 2 + 0.01) * (dy >= 0 ? 1 : -1);
          a.y -= push;
          b.y += push;
        }
      }
    }
    for (const box of boxes) {
      if (obstacle) {
        const dx = box.x - obstacle.x;
        const dy = box.y - obstacle.y;
        const overlapX = box.halfW + obstacle.halfW + gap - Math.abs(dx);
        const overlapY = box.halfH + obstacle.halfH + gap - Math.abs(dy);
        if (overlapX > 0 && overlapY > 0) {
          moved = true;
          // Out past its right end when that is nearer, else above it (it sits at the bottom).
          if (dx > 0 && overlapX < overlapY) box.x += overlapX + 0.01;
          else box.y = obstacle.y - obstacle.halfH - box.halfH - gap - 0.01;
        }
      }
      box.x = Math.min(width - box.halfW, Math.max(box.halfW, box.x));
      box.y = Math.min(height - box.halfH, Math.max(box.halfH, box.y));
    }
    if (!moved) return;
  }
}

const percent = (value: number, of: number) => Math.round((value / of) * 10000) / 100;

/** Badges for the markers that have offers, with their centres at each size. */
export function layoutBadges(markers: readonly BadgeInput[]): PlacedBadge[] {
  const shown = markers.filter((marker) => marker.count > 0);
  const anchors = shown.map((marker) => project(marker.lat, marker.lng));
  const placed: PlacedBadge[] = shown.map((marker) => ({
    id: marker.id,
    count: marker.count,
    scale: Math.round(badgeScale(marker.count) * 1000) / 1000,
    at: {} as PlacedBadge['at'],
  }));
  for (const size of BADGE_SIZES) {
    const unitsPerPx = MAP_VIEWBOX.width / size.mapWidthPx;
    const boxes = shown.map((marker, i) => {
      const { width, height } = badgeSizePx(marker.count, size);
      const anchor = anchors[i] as { x: number; y: number };
      return { x: anchor.x, y: anchor.y, halfW: (width / 2) * unitsPerPx, halfH: (height / 2) * unitsPerPx };
    });
    separate(boxes, GAP_PX * unitsPerPx, buttonBox(size, unitsPerPx));
    boxes.forEach((box, i) => {
      (placed[i] as PlacedBadge).at[size.name] = {
        left: percent(box.x, MAP_VIEWBOX.width),
        top: percent(box.y, MAP_VIEWBOX.height),
      };
    });
  }
  return placed;
}
