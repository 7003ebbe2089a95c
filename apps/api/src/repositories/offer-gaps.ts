import type { OfferGap } from '@estate/domain/back-office-offers';
import { POLAND_BOUNDS } from '@estate/domain/offer-editor';
import { type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * The one condition of each gap an offer may have (`OFFER_GAPS`, issue 35), on the offers table
 * under `table` (its name or alias): the dashboard counts by it and the back office's list filters
 * by it, so a figure and the list it links to hold the same offers.
 */
export function offerGap(gap: OfferGap, table: 'offers' | 'o'): RawBuilder<SqlBool> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  switch (gap) {
    case 'photos':
      return sql<SqlBool>`not exists (select 1 from offer_photos gap_photo where gap_photo.offer_id = ${column('id')} and gap_photo.pending = 0)`;
    case 'coordinates':
      return sql<SqlBool>`(${column('lat')} < ${POLAND_BOUNDS.south} or ${column('lat')} > ${POLAND_BOUNDS.north} or ${column('lng')} < ${POLAND_BOUNDS.west} or ${column('lng')} > ${POLAND_BOUNDS.east})`;
    case 'price':
      // "Make an offer" asks the buyer for a price: none is the point there.
      return sql<SqlBool>`(${column('price')} is null and ${column('is_make_offer')} = 0)`;
  }
}
