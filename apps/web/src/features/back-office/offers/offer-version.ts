import type { KindItem } from '@estate/domain/kinds/answers';
import { flushAutosave, nextVersion, noteItemWritten } from '../kinds/use-autosave';

/** The offers' kind, by name: its declaration would bring zod onto the page. */
const OFFERS = 'offers';

/**
 * The offer's version after the page's last write of it (decision 052 "Media working copy as
 * built"): the form's save, the media managers' writes and the publication panel each write at it,
 * so one does not make the others' next write stale. `opened`: the version the page was opened at.
 */
export const offerVersion = (key: string, opened: number): number =>
  nextVersion(OFFERS, key, null, opened) ?? opened;

/**
 * The offer form's autosave done first (what it holds unsaved sent, the write in flight answered;
 * decision 060 "Offers autosave"), so a media list write that follows names the version it
 * answered instead of being refused by the person's own autosave.
 */
export const offerWritesSettled = (key: string): Promise<boolean> => flushAutosave(OFFERS, key);

/** Notes a write of the offer on this page: its version and its working copy (the panel shows it). */
export const noteOfferWritten = (key: string, offer: { version: number; draft: KindItem['draft'] }): void =>
  noteItemWritten(OFFERS, key, offer);
