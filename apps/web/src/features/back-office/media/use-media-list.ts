'use client';

import type { KindItem } from '@estate/domain/kinds/answers';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { useSectionForm } from '../forms/use-section-form';
import { sendChecked } from '../shell/checked-fetch';
import {
  afterSave,
  appendOnce,
  errorsByItem,
  keepUnsaved,
  type Move,
  mergeList,
  moveItem,
  moveTarget,
  pickFields,
} from './media-list';

/**
 * A text of the list in its manager's namespace, where each has these keys: `moved` ({position},
 * {count}), `confirmDelete` and `deleted` ({number}, from 1), `saved`.
 */
type MediaListText = (
  key: 'moved' | 'confirmDelete' | 'deleted' | 'saved',
  values?: Record<string, number>,
) => string;

/** The offer after a media write: its version and working copy (the publication panel shows it). */
export interface OfferWritten {
  version: number;
  draft: KindItem['draft'];
}

/** The props of an item's move or delete button, beside its type, class, label and text. */
export interface ListButton {
  disabled?: boolean;
  'aria-disabled'?: true;
  'data-move'?: string;
  onClick: () => void;
}

/**
 * The list part of the offer's media manager (photos or documents): its items with the texts being typed,
 * moves (the moved item's button keeps the focus, its new place is announced), deletion (asked
 * first; the texts not saved yet are kept, the list's heading takes the focus) and the save of the
 * whole list (`PUT url` with `{ [listKey]: [{ id, ...fields }] }`), with the field errors of the
 * answer by item. The manager keeps its uploads (`add` puts an uploaded item at the end) and its
 * markup: `listRef` on its <ol>, `titleRef` on its heading (tabIndex -1), `save` as its form's
 * submit, and the props of each item's controls: `moveButton`, `deleteButton`, `textField` (a BoField).
 */
export function useMediaList<
  Item extends { id: number } & Record<Field, string> & Partial<Record<Mark, boolean>>,
  Field extends string,
  Mark extends string = never,
>({
  url,
  listKey,
  initial,
  fields,
  mark,
  extra,
  listAnswer,
  text,
  version,
}: {
  /** The list's address: PUT saves it, DELETE `${url}/${id}` deletes an item. */
  url: string;
  /** The list's name in the saved body and its field errors (`photos.2.altPl`). */
  listKey: 'photos' | 'documents';
  initial: Item[];
  /** The texts the staff member edits: sent with the id on save, kept when a deletion answers. */
  fields: readonly Field[];
  /** A checkbox at most one item has (a document that is the tender's regulations), saved with the list. */
  mark?: Mark;
  /** More of an item to send with the list (a photo's focal point), changed through `update`. */
  extra?: (item: Item) => Record<string, unknown>;
  /** The domain's schema of the whole list the API answers a save or a deletion with, loaded on the first. */
  listAnswer: () => Promise<z.ZodType<{ data: Item[]; offer: OfferWritten }>>;
  text: MediaListText;
  /**
   * The offer's version a write names (If-Match: a stale one is refused naming who saved, and what
   * is typed stays), and where the version each write answers goes (decision 052 "Media working copy").
   */
  version: { current: () => Promise<Record<string, string>>; written: (offer: OfferWritten) => void };
}) {
  const form = useSectionForm();
  const [items, setItems] = useState(initial);
  const [sentIds, setSentIds] = useState<number[]>([]);
  const [focus, setFocus] = useState<{ id: number; move: Move } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const itemErrors = errorsByItem(form.fields, listKey, sentIds);

  // After a move, the moved item's same button keeps the focus (it may have been re-rendered).
  useEffect(() => {
    if (!focus) return;
    listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${focus.id}-${focus.move}"]`)?.focus();
    setFocus(null);
  }, [focus]);

  const add = (item: Item) => setItems((current) => appendOnce(current, item));

  /** The props of an item's `mark` checkbox: ticking it unticks the others. */
  const markBox = (item: Item, id: string) => ({
    id,
    checked: mark === undefined ? false : item[mark] === true,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const checked = event.currentTarget.checked;
      if (mark === undefined) return;
      setItems((current) =>
        current.map((other) => ({ ...other, [mark]: other.id === item.id ? checked : false })),
      );
    },
  });

  const edit = (id: number, field: Field, value: string) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, [field]: value } : item)));

  /** Changes an item's values that are not typed texts (sent by `extra`), kept until saved. */
  const update = (id: number, change: Partial<Item>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));

  function move(index: number, how: Move) {
    const to = moveTarget(index, items.length, how);
    const item = items[index];
    if (to === null || !item) return;
    setItems(moveItem(items, index, to));
    setFocus({ id: item.id, move: how });
    setAnnouncement(text('moved', { position: to + 1, count: items.length }));
  }

  /** A drag's step (use-drag-order.ts): the item at `from` now at `to`, the focus left where it is. */
  const moveTo = (from: number, to: number) => setItems((current) => moveItem(current, from, to));

  /** A drag's end, announced as a button's move is: the item's new place and that saving keeps it. */
  const dropped = (_from: number, to: number) =>
    setAnnouncement(text('moved', { position: to + 1, count: items.length }));

  /**
   * A move button's props. aria-disabled, not disabled: the button keeps the focus after its item
   * moved to the end.
   */
  const moveButton = (index: number, how: Move): ListButton => {
    const possible = moveTarget(index, items.length, how) !== null;
    return {
      'aria-disabled': possible ? undefined : true,
      'data-move': `${items[index]?.id}-${how}`,
      onClick: () => possible && move(index, how),
    };
  };

  /** The props of an item's text field (a BoField): its value, its change, its error from the last save. */
  const textField = (item: Item, field: Field, id: string) => ({
    id,
    value: item[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => edit(item.id, field, event.currentTarget.value),
    error: itemErrors[item.id]?.[field],
  });

  async function remove(item: Item, number: number) {
    if (!window.confirm(text('confirmDelete', { number }))) return;
    setAnnouncement('');
    const answer = await form.runChecked(
      async () => sendChecked(`${url}/${item.id}`, undefined, listAnswer, 'DELETE', await version.current()),
      (done) => {
        version.written(done.offer);
        const remaining = done.data;
        // What is typed, ticked or pointed at and not saved yet stays (a focal point too).
        setItems((current) =>
          mergeList(current, remaining, (local, saved) => keepUnsaved(local, saved, { fields, mark, extra })),
        );
        return text('deleted', { number });
      },
    );
    // The deleted item's button is gone: the list's heading takes the focus, near the message.
    if (answer) titleRef.current?.focus();
  }

  /** The props of an item's delete button, numbered `number` (from 1) in the texts. */
  const deleteButton = (item: Item, number: number): ListButton => ({
    disabled: form.busy,
    onClick: () => void remove(item, number),
  });

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = items.map((item) => ({
      id: item.id,
      ...pickFields(item, fields),
      ...(mark === undefined ? {} : { [mark]: item[mark] === true }),
      ...extra?.(item),
    }));
    setSentIds(sent.map((item) => item.id));
    setAnnouncement('');
    void form.runChecked(
      async () => sendChecked(url, { [listKey]: sent }, listAnswer, 'PUT', await version.current()),
      (done) => {
        version.written(done.offer);
        const saved = done.data;
        setItems((current) => afterSave(saved, current));
        return text('saved');
      },
    );
  };

  return {
    items,
    add,
    moveButton,
    moveTo,
    dropped,
    update,
    deleteButton,
    textField,
    markBox,
    save,
    announcement,
    busy: form.busy,
    status: form.status,
    listRef,
    titleRef,
  };
}
