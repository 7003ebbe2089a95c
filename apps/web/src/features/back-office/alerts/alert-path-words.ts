import type { FilterListBase } from '@estate/domain/filter-path';
import type { Language } from '@estate/domain/language';
import {
  OFFER_FLAGS,
  type OfferFlag,
  RANGE_FIELDS,
  type RangeField,
  rangeKey,
} from '@estate/domain/offer-filter-fields';
import { propertyTypeName } from '@estate/domain/property-types';
import { alertFilterOf } from '@estate/domain/search-alerts';
import { townBySlug } from '@estate/domain/town-slugs';
import { type VoivodeshipKey, voivodeshipName } from '@estate/domain/voivodeships';

/** The words a list's path is told in, from the back office's messages. */
export interface AlertPathWords {
  lists: Record<FilterListBase, string>;
  /** Each range's name with its unit, e.g. "cena (zł)". */
  ranges: Record<RangeField, string>;
  from: string;
  to: string;
  mpzp: string;
  flags: Record<OfferFlag, string>;
  area: string;
  /** A special-offer group's list: "Grupa", before the group's name. */
  group: string;
}

/**
 * A watched list's path in readable words for staff (decision 059): "Sprzedaż · mazowieckie ·
 * działka · cena (zł) do 2 000 000", read with the list's own decoder (`alertFilterOf`), so the
 * words are what the list shows; a special-offer group's list is "Grupa: Zimowa promocja" (its
 * name as the API gives it; its number if the group is gone). An alert's set of voivodeships
 * stands where a path's one voivodeship would ("Sprzedaż · małopolskie, mazowieckie"). A path the
 * decoder no longer reads is shown as it is.
 */
export function alertPathInWords(
  path: string,
  lang: Language,
  words: AlertPathWords,
  groupName?: string,
  voivodeships: readonly VoivodeshipKey[] = [],
): string {
  const alert = alertFilterOf(path);
  if (!alert) return path;
  if (alert.group) return `${words.group}: ${groupName ?? alert.group.id}`;
  if (alert.list === 'oferta_specjalna') return path;
  const { voivodeship, town, filters, area } = alert.state;
  const number = new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'pl-PL');
  const parts: string[] = [words.lists[alert.list]];
  if (voivodeship) parts.push(voivodeshipName(voivodeship, lang));
  if (voivodeships.length > 0) parts.push(voivodeships.map((key) => voivodeshipName(key, lang)).join(', '));
  if (voivodeship && town) parts.push(townBySlug(voivodeship, town)?.[0] ?? town);
  if (filters.typeProperty !== undefined) parts.push(propertyTypeName(filters.typeProperty, lang));
  for (const field of RANGE_FIELDS) {
    const min = filters[rangeKey(field, 'gte')];
    const max = filters[rangeKey(field, 'lte')];
    if (min === undefined && max === undefined) continue;
    const bounds = [
      min === undefined ? '' : `${words.from} ${number.format(min)}`,
      max === undefined ? '' : `${words.to} ${number.format(max)}`,
    ];
    parts.push(`${words.ranges[field]} ${bounds.filter(Boolean).join(' ')}`);
  }
  if (filters.mpzp === 1) parts.push(words.mpzp);
  for (const flag of OFFER_FLAGS) if (filters[flag] === 1) parts.push(words.flags[flag]);
  if (area) parts.push(words.area);
  return parts.join(' · ');
}
