import type { Language } from '@estate/domain/language';
import type { OfferFilter } from '@estate/domain/offer-filters';
import type { OfferSummary } from '@estate/domain/offer-types';
import { type PageMeta, pageMeta } from '@estate/domain/paging';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { findNearbyOffers, findOffers, findPhotos, type OfferRow } from '../repositories/offer-repository';
import { photosByOffer, toOfferSummary } from './offer-mapper';

type Db = Kysely<DatabaseSchema>;

/** Rows to summaries with their main photo, in one extra query for the whole page. */
export async function summarise(db: Db, rows: readonly OfferRow[], lang: Language): Promise<OfferSummary[]> {
  const photos = photosByOffer(
    await findPhotos(
      db,
      rows.map((row) => row.id),
    ),
  );
  return rows.map((row) => toOfferSummary(row, photos.get(row.id) ?? [], lang));
}

export async function listOffers(
  db: Db,
  filter: OfferFilter,
  lang: Language,
): Promise<{ data: OfferSummary[]; meta: PageMeta }> {
  const { rows, total, capped } = await findOffers(db, filter);
  return {
    data: await summarise(db, rows, lang),
    meta: { ...pageMeta(total, filter.currentPage, filter.itemsPerPage), totalCapped: capped },
  };
}

export async function listNearbyOffers(db: Db, filter: OfferFilter, lang: Language): Promise<OfferSummary[]> {
  return summarise(db, await findNearbyOffers(db, filter), lang);
}
