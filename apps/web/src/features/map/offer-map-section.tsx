import 'server-only';
import type { StaticMap as StaticMapAnswer } from '@estate/domain/api/map-responses';
import type { Language } from '@estate/domain/language';
import type { OfferFilterBody } from '@estate/domain/offer-filters';
import { newAlertPath } from '@estate/domain/search-alerts';
import { getTranslations } from 'next-intl/server';
import { getStaticMap } from '@/lib/api/api-client';
import type { MapTileSettings } from '@/lib/env/map-tile-settings';
import { serverEnv } from '@/lib/env/server-env';
import type { AreaTarget } from './interactive-map';
import type { MapLabels } from './map-labels';
import { OfferMapSwitch } from './offer-map-switch';
import { StaticMap } from './static-map';

export interface OfferMapSectionProps {
  lang: Language;
  labels: MapLabels;
  /** Offers to map: none on the home page, the current list's filter on list pages. */
  filter?: OfferFilterBody;
  /** Tile settings; by default MAP_TILE_URL and MAP_TILE_ATTRIBUTION of the server. */
  tiles?: MapTileSettings;
  /** A visible heading inside the section that names it; without it the section is named labels.region. */
  heading?: { id: string; text: string };
  className?: string;
  /** The list an area drawn on the interactive map opens (issue 36); the sale list by default. */
  areaTarget?: AreaTarget;
  /**
   * The Polish path of the list whose offers the map shows, for its "Alert me" link under the map
   * (issue 36); without it no link (a list page has its own for the same list).
   */
  alertList?: string;
}

/**
 * The offer map section: the static map with the API's counts at the 32 fixed markers, rendered on
 * the server, which a click turns into the interactive map of the same offers. Renders nothing when
 * the counts cannot be had, so that the page around it still renders.
 */
export async function OfferMapSection({
  lang,
  labels,
  filter = {},
  tiles = serverEnv.mapTiles,
  heading,
  className,
  areaTarget,
  alertList,
}: OfferMapSectionProps) {
  let answer: StaticMapAnswer;
  const ta = await getTranslations({ locale: lang, namespace: 'alerts' });
  try {
    answer = await getStaticMap(filter, lang);
  } catch (error) {
    console.error('offer map: static clusters unavailable', error);
    return null;
  }
  return (
    <section
      className={className}
      aria-labelledby={heading?.id}
      aria-label={heading ? undefined : labels.region}
      data-offer-map-section=""
    >
      {heading && <h2 id={heading.id}>{heading.text}</h2>}
      <StaticMap clusters={answer.clusters} total={answer.total} lang={lang} labels={labels} filter={filter}>
        <OfferMapSwitch lang={lang} labels={labels} filter={filter} tiles={tiles} areaTarget={areaTarget} />
      </StaticMap>
      {alertList !== undefined && (
        // A plain link rendered here, as on the lists (decision 059): no script, nothing in the map's chunk.
        <p className="offer-map__alert">
          <a href={newAlertPath(alertList, lang)} rel="nofollow">
            {ta('alertMe')}
          </a>
        </p>
      )}
    </section>
  );
}
