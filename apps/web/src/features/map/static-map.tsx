import 'server-only';
import type { StaticMapCluster } from '@estate/domain/api/map-responses';
import type { Language } from '@estate/domain/language';
import type { OfferFilterBody } from '@estate/domain/offer-filters';
import type { CSSProperties, ReactNode } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { BADGE_SIZES } from './badge-size';
import { staticClusterHref } from './cluster-links';
import type { MapLabels } from './map-labels';
import { formatCount } from './plural';
import { layoutBadges, POLAND_VIEWBOX, polandOutlines } from './poland-svg';
import { MAP_VIEWBOX } from './voivodeship-paths';

export interface StaticMapProps {
  /** The 32 static markers from POST /api/classified/map (no bbox); markers without offers are left out. */
  clusters: readonly StaticMapCluster[];
  /** Offers on the map (the answer's `total`). */
  total: number;
  lang: Language;
  labels: MapLabels;
  /** The filter the counts were asked with: the place links keep it (rent list for rentals). */
  filter?: OfferFilterBody;
  /** Follows the map's box (positioned over it by the stylesheet): the swap to the interactive map. */
  children?: ReactNode;
}

/**
 * SPEC §2 Home page map: Poland's voivodeships as an inline SVG with a numbered badge per static
 * marker that has offers, rendered on the server (no script needed to see it). For assistive
 * technology the drawing is one image with a summary, followed by a list of the places as links to
 * their offer lists; the badges themselves are hidden from it.
 */
export function StaticMap({ clusters, total, lang, labels, filter, children }: StaticMapProps) {
  const badges = layoutBadges(clusters);
  const byId = new Map(clusters.map((cluster) => [cluster.id, cluster]));
  const listed = clusters.filter((cluster) => cluster.count > 0);
  const summary = formatCount(labels.mapSummary, total, lang);

  return (
    <div
      className="offer-map"
      style={
        {
          '--map-ratio': `${MAP_VIEWBOX.width} / ${MAP_VIEWBOX.height}`,
          '--map-height': MAP_VIEWBOX.height / MAP_VIEWBOX.width,
        } as CSSProperties
      }
      data-offer-map=""
    >
      <div className="offer-map__frame" data-map-frame="">
        <svg
          className="offer-map__svg"
          viewBox={POLAND_VIEWBOX}
          role="img"
          aria-label={summary}
          preserveAspectRatio="xMidYMid meet"
        >
          {polandOutlines().map((outline) => (
            <path
              key={outline.key}
              className="offer-map__region"
              d={outline.d}
              data-voivodeship={outline.key}
            />
          ))}
        </svg>
        <div className="offer-map__badges" aria-hidden="true">
          {badges.map((badge) => {
            const cluster = byId.get(badge.id);
            if (!cluster) return null;
            const style: Record<string, string | number> = { '--k': badge.scale };
            for (const size of BADGE_SIZES) {
              style[`--x-${size.name}`] = `${badge.at[size.name].left}%`;
              style[`--y-${size.name}`] = `${badge.at[size.name].top}%`;
            }
            return (
              <span
                key={badge.id}
                className="offer-map__badge"
                style={style as CSSProperties}
                title={`${cluster.label}: ${formatCount(labels.offers, cluster.count, lang)}`}
                data-cluster-id={cluster.id}
                data-kind={cluster.kind}
                data-lat={cluster.lat}
                data-lng={cluster.lng}
              >
                {cluster.count}
              </span>
            );
          })}
        </div>
      </div>
      {children}
      <p className="offer-map__credit">{labels.bordersCredit}</p>
      {listed.length > 0 && (
        <nav className="offer-map__locations" aria-label={labels.locations}>
          <ul className="offer-map__location-list">
            {listed.map((cluster) => (
              <li key={cluster.id}>
                <SiteLink href={staticClusterHref(cluster, lang, filter)}>
                  {cluster.label}: {formatCount(labels.offers, cluster.count, lang)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
