import type { useTranslations } from 'next-intl';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { DraftMaker } from '../offers/draft-maker';
import type { OfferWritten, useMediaList } from './use-media-list';

/** A key of the back office's texts, `photos.title` say. */
type BackOfficeKey = Parameters<ReturnType<typeof useTranslations<'backOffice'>>>[0];

/** The kinds of an offer's media: the route's last segment, the saved list's name and the texts' namespace. */
type MediaKind = 'photos' | 'documents';

/** The list state a manager's parts read and change (use-media-list.ts). */
type MediaListState<
  Item extends MediaItem<Field, Mark>,
  Field extends string,
  Mark extends string,
> = ReturnType<typeof useMediaList<Item, Field, Mark>>;

type MediaItem<Field extends string, Mark extends string> = { id: number } & Record<Field, string> &
  Partial<Record<Mark, boolean>>;

/**
 * An item's text in both languages, `<stem>Pl` then `<stem>En`, each labelled by its own name under
 * the kind's texts (`photos.altPl`): a photo's alt texts, a document's titles. The labels' types
 * are the keys they spell, so a spec's `fields` refuses one the messages do not have.
 */
export function textInBothLanguages<const Kind extends MediaKind, const Stem extends string>(
  kind: Kind,
  stem: Stem,
) {
  return [
    { name: `${stem}Pl`, label: `${kind}.${stem}Pl`, lang: 'pl' },
    { name: `${stem}En`, label: `${kind}.${stem}En`, lang: 'en' },
  ] as const;
}

/** What a kind's upload part is handed by the manager (media-manager.tsx). */
export interface UploadProps<Item> {
  /** The domain's schema of the upload's answer (the item added). */
  answer: () => Promise<z.ZodType<{ data: Item; offer: OfferWritten }>>;
  /** Where the offer's version an upload answers goes (the form and the panel write at it). */
  written: (offer: OfferWritten) => void;
  /** The manager's id prefix, for the part's own ids. */
  base: string;
  /** Whether the offer exists yet (a new offer's draft is made by the first upload). */
  hasOffer: () => boolean;
  /** The offer's id, its draft made first on a new offer; null when the form could not make it. */
  ensureOffer: () => Promise<number | null>;
  /** The list's address for the offer's id as it is when called (the draft may come after a file was queued). */
  currentUrl: () => string;
  /** Puts an uploaded item at the end of the list. */
  add: (item: Item) => void;
  /** Tells the manager a file is on its way: the list's save waits, the API would refuse a list not naming it. */
  onBusy: (busy: boolean) => void;
}

/** What a kind's part beside or inside one item is handed. */
export interface ItemProps<Item extends MediaItem<Field, Mark>, Field extends string, Mark extends string> {
  item: Item;
  /** The item's place from 1 (the first photo is the main one). */
  number: number;
  base: string;
  list: MediaListState<Item, Field, Mark>;
}

/**
 * One kind of an offer's media as the one manager shows it (media-manager.tsx): what photos and
 * documents have in common is the manager's (the draft a first file makes, the list with its
 * texts, moves, deletion and save, their texts under `backOffice.<kind>`), what differs is here.
 */
export interface MediaSpec<
  Item extends MediaItem<Field, Mark>,
  Field extends string,
  Mark extends string = never,
> {
  /** The route's last segment, the saved list's name and the texts' namespace. */
  kind: MediaKind;
  draftReason: Parameters<DraftMaker>[0];
  /** The texts each item has, Polish then English, with their labels; `maxLength` for both. */
  fields: readonly { name: Field; label: BackOfficeKey; lang: 'pl' | 'en' }[];
  maxLength: number;
  /** The domain's schemas of the API's answers, an upload's (one item) and a list's, loaded on the first call. */
  answers: {
    item: () => Promise<z.ZodType<{ data: Item; offer: OfferWritten }>>;
    list: () => Promise<z.ZodType<{ data: Item[]; offer: OfferWritten }>>;
  };
  /** A checkbox at most one item has, saved with the list (use-media-list.ts). */
  mark?: Mark;
  /** More of an item to send with the list (a photo's focal point). */
  extra?: (item: Item) => Record<string, unknown>;
  /** The item's fieldset legend. */
  legend: (number: number) => BackOfficeKey;
  /** The item's class beside `bo-media-item`. */
  itemClass?: string;
  /** Rows dragged into order by a handle (use-drag-order.ts) beside the buttons: the handle's title. */
  dragHandle?: BackOfficeKey;
  /** A "make it the first" button (the main photo) beside up and down: its label and text. */
  makeFirst?: { label: BackOfficeKey; text: BackOfficeKey };
  /** The list under a heading of its own (`<kind>.list`); without one the list is labelled by it. */
  listHeading: boolean;
  Upload: ComponentType<UploadProps<Item>>;
  /** Beside the item's fieldset (a photo's thumbnail). */
  Beside?: ComponentType<ItemProps<Item, Field, Mark>>;
  /** In the fieldset, before its texts (a document's link). */
  Before?: ComponentType<ItemProps<Item, Field, Mark>>;
  /** In the fieldset, after its texts (the main photo's focal point, a document's mark). */
  After?: ComponentType<ItemProps<Item, Field, Mark>>;
  /** Under the list (what the mark means). */
  Footer?: ComponentType<{ base: string }>;
}
