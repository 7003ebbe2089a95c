import { encodeFilterPath } from '@estate/domain/filter-path';
import type { Language } from '@estate/domain/language';
import type { OfferFilterBody } from '@estate/domain/offer-filters';
import { CLASSIFIED_RENT } from '@estate/domain/property-types';
import { voivodeshipByCode } from '@estate/domain/voivodeships';
import type { StaticMapCluster } from './map-api';

/**
 * Where a static marker leads: the sale list (the rent list when the map shows rentals) of its
 * voivodeship, or of its town under it, keeping the map's other filters. Town paths use the same
 * slug as the lists (slugify in encodeFilterPath: 'Łódź' -> 'lodz').
 */
export function staticClusterHref(
  cluster: StaticMapCluster,
  lang: Language,
  filter: OfferFilterBody = {},
): string {
  const base = filter.typeClassified === CLASSIFIED_RENT ? 'wynajem' : 'sprzedaz';
  const {
    localizationVoivodeship: _voivodeship,
    localizationTown: _town,
    typeClassified: _type,
    currentPage: _page,
    ...rest
  } = filter;
  const voivodeship = voivodeshipByCode(cluster.voivodeship)?.key;
  if (!voivodeship) return encodeFilterPath(base, { filters: rest }, lang);
  return encodeFilterPath(
    base,
    { voivodeship, city: cluster.kind === 'city' ? cluster.label : undefined, filters: rest },
    lang,
  );
}
