import { slugify } from './slug';
import { TOWNS, type TownRow } from './towns';
import type { VoivodeshipKey } from './voivodeships';

/**
 * City segments of list URLs are town slugs within a voivodeship (docs/decisions/004); names repeat
 * across voivodeships (two Olsztyns) but a slug is unique within one, as the test checks.
 * Kept apart from filter-path.ts so the 1,020-town table only loads where a slug is resolved.
 */
const BY_VOIVODESHIP_AND_SLUG: ReadonlyMap<string, TownRow> = new Map(
  TOWNS.map((town) => [`${town[1]}/${slugify(town[0])}`, town]),
);

export function townBySlug(voivodeship: VoivodeshipKey, slug: string): TownRow | undefined {
  return BY_VOIVODESHIP_AND_SLUG.get(`${voivodeship}/${slug}`);
}
