import { offers } from '@estate/domain/kinds/offers';
import { hasBeenPublished, isPriceDrop, savedDerivedFlags } from '@estate/domain/offer-editor';
import { noveltyOnFirstPublication } from '@estate/domain/offer-novelty';
import { offerPreviewSchema } from '@estate/domain/offer-types';
import { splitParcelIds } from '@estate/domain/parcels';
import { z } from 'zod';
import { publishedFlag } from '../db/offer-derived-columns';
import { splitOffer } from '../db/offer-writes';
import { AppError } from '../http/app-error';
import { keepingMapCells } from '../repositories/map-cell-repository';
import {
  agentExists,
  findAgentIdOfUser,
  findOfferForEditing,
  tipiTaken,
} from '../repositories/offer-editing-repository';
import {
  deletePendingOfferMedia,
  findOfferMediaOf,
  listOfferDocuments,
  listOfferPhotos,
  readOfferMediaValues,
  writeOfferMediaValues,
} from '../repositories/offer-media-repository';
import { findOfferParts, type OfferRow } from '../repositories/offer-repository';
import { numberNewOffer, offerNewDays, recordOfferChangeEvents } from '../services/offer-editing';
import { editorValuesToRow, rowToEditorValues } from '../services/offer-editor-rows';
import { toOfferDetail, toOfferExtras } from '../services/offer-mapper';
import { unusedOfferFiles } from '../services/offer-media-files';
import { fieldError } from './field-error';
import type { KindHooks } from './kind-hooks';

type Values = Record<string, unknown>;
type OfferValues = z.output<typeof offers.schemas.stored>;

/** The texts the kind's values may hold as '' where the offer stores null (the editor's transforms). */
const EMPTY_AS_NULL = [
  'tipi',
  'mpzpPl',
  'mpzpEn',
  'sellerRightsPl',
  'sellerRightsEn',
  'street',
  'postalCode',
  'plotNumbers',
  'landRegister',
  'videoId',
  'tenderPlacePl',
  'tenderPlaceEn',
] as const;

// Each field typed, not the rules across fields: a write's values met them already (the service's
// check), and a live row written before a rule must still be read, so staff can fix it.
const parse = (values: Values): OfferValues => offers.schemas.stored.parse(values);

/** The offer's row and texts from its values, as the old editor writes them (`offer-editor-rows.ts`). */
function rowOf(offer: OfferValues, row?: Pick<OfferRow, 'status' | 'publish_at' | 'published_at'>) {
  return splitOffer(
    editorValuesToRow(offer, {
      tipi: offer.tipi ?? '',
      status: row?.status ?? 'draft',
      publishAt: row?.publish_at ?? null,
      publishedAt: row?.published_at ?? '',
      updatedAt: '',
    }),
  );
}

/** Refuses media lists naming a row that is not the offer's own (none before it is created). */
async function requireOwnMedia(
  db: Parameters<NonNullable<KindHooks['prepare']>>[0],
  id: number | undefined,
  out: Values,
) {
  const lists = parse(out);
  const [photos, documents] =
    id === undefined ? [[], []] : await Promise.all([listOfferPhotos(db, id), listOfferDocuments(db, id)]);
  const own = (rows: readonly { id: number }[]) => new Set(rows.map((row) => row.id));
  const photoIds = own(photos);
  const documentIds = own(documents);
  if (!(lists.photos ?? []).every((photo) => photoIds.has(photo.id))) {
    throw fieldError('photos', 'invalid_value', 'A photo that is not the offer’s');
  }
  if (!(lists.documents ?? []).every((document) => documentIds.has(document.id))) {
    throw fieldError('documents', 'invalid_value', 'A document that is not the offer’s');
  }
}

/**
 * The offers' hooks (decision 052 step S8a, §3.3): what the old offer editor does
 * (`services/offer-editing.ts`), on the mechanism. A write is the agent's own (an agent names their
 * card; the others an existing card or none), its code free (one left empty is numbered from the id
 * when created, kept when saved); a derived badge ("new price", "new") changes only when the person
 * changed its box from what their form showed (`startedFrom`, decision 030). The row and its long
 * texts are written as the old editor writes them, with the derived columns; every write that may
 * change what the public sees keeps the map's cells (decision 039). A change of the row's values (a
 * draft's save, "publish changes", the loop) records the price history, turns "new price" on for a
 * lower price against the live row, and records what mails search alerts (decision 059); a first
 * publication makes the offer new (decision 058), and an archived one is refused publication.
 */
export const offerHooks: KindHooks = {
  async prepare(db, values, stored, context) {
    const { startedFrom, ...input } = values;
    const out: Values = { ...input };
    for (const name of EMPTY_AS_NULL) if (out[name] === '') out[name] = null;
    out.plotIds = splitParcelIds(z.array(z.string()).parse(out.plotIds));
    const offer = parse(out);
    const id = stored ? Number(stored.key) : undefined;
    const staff = context?.staff;
    if (staff?.role === 'agent') {
      const own = await findAgentIdOfUser(db, staff.id);
      if (own === undefined)
        throw new AppError(403, 'forbidden', 'An agent needs an agent card to write offers');
      if (offer.agentId !== null && offer.agentId !== own) {
        throw new AppError(403, 'forbidden', 'An agent writes only their own offers');
      }
      out.agentId = own;
    } else if (offer.agentId !== null && !(await agentExists(db, offer.agentId))) {
      throw fieldError('agentId', 'agent_unknown', 'Unknown agent');
    }
    const before = stored ? parse(stored.values) : undefined;
    out.tipi = offer.tipi ?? before?.tipi ?? null;
    if (typeof out.tipi === 'string' && (await tipiTaken(db, out.tipi, id))) {
      throw fieldError('tipi', 'tipi_taken', 'Offer code taken');
    }
    // A write without the media lists (the offer form's) keeps those it started from; a list names
    // only the offer's own rows (an upload's row is stored before the list that names it).
    out.photos = offer.photos ?? before?.photos ?? [];
    out.documents = offer.documents ?? before?.documents ?? [];
    await requireOwnMedia(db, id, out);
    if (before) {
      // What the form showed: `startedFrom`, else the stored flags (the If-Match version's).
      const shown = offers.fields.startedFrom.schema.parse(startedFrom);
      out.flags = {
        ...offer.flags,
        ...savedDerivedFlags(before.flags, offer.flags, shown, { before: null, after: null }),
      };
    }
    return out;
  },
  extra: {
    async read(db, ids) {
      const [rows, texts, media] = await Promise.all([
        db.selectFrom('offers').selectAll().where('id', 'in', ids).execute(),
        db.selectFrom('offer_texts').selectAll().where('offer_id', 'in', ids).execute(),
        readOfferMediaValues(db, ids),
      ]);
      const textsOf = new Map(texts.map((text) => [text.offer_id, text]));
      // `startedFrom` is a save's, never stored; the media lists are the public rows'.
      return new Map(
        rows.map((row) => [
          row.id,
          { ...rowToEditorValues(row, textsOf.get(row.id)), ...media.get(row.id), startedFrom: undefined },
        ]),
      );
    },
    async write(db, id, values) {
      const { texts } = rowOf(parse(values));
      const updated = await db
        .updateTable('offer_texts')
        .set(texts)
        .where('offer_id', '=', id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        await db
          .insertInto('offer_texts')
          .values({ offer_id: id, ...texts })
          .execute();
      }
      // Created without a code: the id's (T00042).
      if (values.tipi === null) await numberNewOffer(db, id);
      const { photos, documents } = parse(values);
      // A public photo or document the lists dropped ("publish changes", a draft's save): its files
      // go after the write commits, unless another row names them (decision 052 "Media working copy").
      return unusedOfferFiles(db, id, await writeOfferMediaValues(db, id, { photos, documents }));
    },
    async remove(db, id) {
      await db.deleteFrom('offer_texts').where('offer_id', '=', id).execute();
    },
    // A draft's date is its creation time until its first publication; its code, until it is numbered.
    newRow: (now) => ({
      published_at: now.toISOString(),
      tipi: `NEW-${crypto.randomUUID()}`,
    }),
  },
  columns(values) {
    const offer = parse(values);
    const { row } = rowOf(offer);
    const { status, publish_at, published_at, updated_at, is_published, tipi, ...columns } = row;
    return { ...columns, ...(offer.tipi === null ? {} : { tipi: offer.tipi }) };
  },
  stamp: (now) => ({ updated_at: now.toISOString() }),
  stateColumns: (status, now) => ({ is_published: publishedFlag(status), updated_at: now.toISOString() }),
  aroundRowWrite: (db, ids, write) => keepingMapCells(db, ids, write),
  async beforeRowChange(db, { id, before, after }, now) {
    if (after === null) return;
    const was = parse(before);
    const next = parse(after);
    const at = now.toISOString();
    // "New" ticked or unticked by a person is theirs from now on: no automatic end (decision 058).
    if (was.flags.isNew !== next.flags.isNew) {
      await db.updateTable('offers').set({ new_until: null }).where('id', '=', id).execute();
    }
    await recordOfferChangeEvents(db, id, at, was, next);
    // A lower price than the live one turns "new price" on, whatever the box says (decision 030).
    return {
      ...after,
      flags: { ...next.flags, isNewPrice: next.flags.isNewPrice || isPriceDrop(was.price, next.price) },
    };
  },
  async onStateChange(db, { id, from, to, publishedAt }, now) {
    const row = await db.selectFrom('offers').select(['archived_at']).where('id', '=', id).executeTakeFirst();
    // An archived offer goes public only once an editor or an admin has restored it (decision 058).
    if (row?.archived_at && (to === 'published' || to === 'scheduled')) {
      throw new AppError(409, 'offer_archived', 'The offer is archived: restore it first');
    }
    if (to !== 'published' || (from !== 'draft' && from !== 'scheduled')) return;
    // A first publication makes the offer new for the admins' number of days (decision 058).
    const novelty = noveltyOnFirstPublication(publishedAt ?? now.toISOString(), await offerNewDays(db));
    if (novelty) {
      await db
        .updateTable('offers')
        .set({ is_new: 1, new_until: novelty.newUntil })
        .where('id', '=', id)
        .execute();
    }
  },
  async discardCopy(db, id) {
    return unusedOfferFiles(db, id, await deletePendingOfferMedia(db, id));
  },
  async listScope(db, staff) {
    if (staff.role !== 'agent') return undefined;
    const own = await findAgentIdOfUser(db, staff.id);
    return own === undefined ? 'none' : { agentId: own };
  },
  preview: {
    answer: z.object({
      page: offerPreviewSchema.describe('The offer’s page as the public API would answer it'),
    }),
    async build(db, key, values, lang) {
      const found = await findOfferForEditing(db, key);
      if (!found) throw AppError.notFound('Offer');
      const offer = parse(values);
      const { row, texts } = rowOf(offer, found.row);
      const shown = {
        ...found.row,
        ...row,
        tipi: offer.tipi ?? found.row.tipi,
        updated_at: found.row.updated_at,
      };
      // The copy's media, pending uploads included, in its order and with its texts.
      const [media, parts] = await Promise.all([
        findOfferMediaOf(db, key, offer),
        findOfferParts(db, key, offer.agentId),
      ]);
      const photos = media.photos.map(({ id: _id, ...photo }) => ({ ...photo, offer_id: key }));
      const documents = media.documents.map(({ id: _id, position: _position, ...document }) => document);
      const detail = toOfferDetail(shown, texts, photos, toOfferExtras({ ...parts, documents }, lang), lang);
      // A never-published offer's stored date is its creation: no publication date to show yet.
      return {
        page: { ...detail, publishedAt: hasBeenPublished(found.row.status) ? detail.publishedAt : null },
      };
    },
  },
};
