import type { StaticMapCluster } from '@estate/domain/api/map-responses';
import { formatArea } from '@estate/domain/drawn-area';
import { encodeFilterPath, pathFiltersOf } from '@estate/domain/filter-path';
import type { Language } from '@estate/domain/language';
import type { OfferFilterBody } from '@estate/domain/offer-filters';
import { CLASSIFIED_RENT } from '@estate/domain/property-types';
import { slugify } from '@estate/domain/slug';
import { voivodeshipByCode } from '@estate/domain/voivodeships';

/**
 * Where a static marker leads: the sale list (the rent list when the map shows rentals) of its
 * voivodeship, or of its town under it, keeping the map's other filters (the API body the counts
 * were asked with, back in the path's units). A marker's label is the town's name: its slug is the
 * path segment ('Łódź' -> 'lodz').
 */
export function staticClusterHref(
  cluster: StaticMapCluster,
  lang: Language,
  filter: OfferFilterBody = {},
): string {
  const base = filter.typeClassified === CLASSIFIED_RENT ? 'wynajem' : 'sprzedaz';
  const filters = pathFiltersOf(filter);
  // A drawn area stays: the marker counted the offers inside it.
  const area = filter.drawnArea && formatArea(filter.drawnArea);
  const voivodeship = voivodeshipByCode(cluster.voivodeship)?.key;
  if (!voivodeship) return encodeFilterPath(base, { filters, area }, lang);
  return encodeFilterPath(
    base,
    { voivodeship, town: cluster.kind === 'city' ? slugify(cluster.label) : undefined, filters, area },
    lang,
  );
}
