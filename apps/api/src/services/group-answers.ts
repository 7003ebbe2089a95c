import type { OfferGroup } from '@estate/domain/api/content-responses';
import type { Language } from '@estate/domain/language';
import type { GroupRow } from '../repositories/group-repository';

/**
 * A special-offer group in one language as the public answers show it (`/api/group/*`,
 * `/api/grouptype/*`), and staff's preview of its page (decision 040) with the same shape.
 */
export function toPublicGroup(row: GroupRow, lang: Language): OfferGroup {
  const en = lang === 'en';
  return {
    id: row.id,
    type: row.group_type,
    name: en ? row.name_en : row.name_pl,
    description: en ? row.description_en : row.description_pl,
    image: row.image,
    sortOrder: row.sort_order,
    voivodeship: row.voivodeship,
    createdAt: row.created_at,
    offerCount: row.offer_count,
  };
}
