'use client';

import './media-managers.css';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { BoField } from '../forms/bo-field';
import type { DraftMaker } from '../offers/draft-maker';
import { useNewOfferDraft } from '../offers/new-offer-heading';
import { noteOfferWritten, offerVersion, offerWritesSettled } from '../offers/offer-version';
import { type Doc, documentMedia } from './document-media';
import type { MediaSpec } from './media-spec';
import { type Photo, photoMedia } from './photo-media';
import { useDragOrder } from './use-drag-order';
import { type ListButton, type OfferWritten, useMediaList } from './use-media-list';

interface ManagerProps<Item> {
  /** Null on a new offer: the first file sent has `draft` make the offer's draft from its form. */
  offerId: number | null;
  /** The offer's version the page was opened at (null: a new offer, whose draft's creation notes it). */
  version: number | null;
  initial: Item[];
  draft?: DraftMaker;
}

/**
 * An offer's photos or documents in the back office (decisions 030 and 061), one manager for both:
 * files sent with their progress (photos dropped or chosen, two at a time; a document with its two
 * titles), each refusal said beside it; the list reordered by its buttons (photos by a drag handle
 * too; the first is the main photo), its texts edited and saved together, an item deleted. Nothing
 * typed is lost when something fails. What differs between the two is their `MediaSpec`
 * (photo-media.tsx, document-media.tsx).
 */
export function MediaManager(
  props: ({ kind: 'photos' } & ManagerProps<Photo>) | ({ kind: 'documents' } & ManagerProps<Doc>),
) {
  return props.kind === 'photos' ? (
    <MediaList spec={photoMedia} {...props} />
  ) : (
    <MediaList spec={documentMedia} {...props} />
  );
}

function MediaList<
  Item extends { id: number } & Record<Field, string> & Partial<Record<Mark, boolean>>,
  Field extends string,
  Mark extends string = never,
>({
  spec,
  offerId: givenId,
  version: opened,
  initial,
  draft,
}: { spec: MediaSpec<Item, Field, Mark> } & ManagerProps<Item>) {
  const { kind, Upload, Beside, Before, After, Footer } = spec;
  const t = useTranslations('backOffice');
  const base = useId();
  // The other manager may have made the new offer's draft: then this one's lead would be stale.
  const draftMade = useNewOfferDraft();
  const [offerId, setOfferId] = useState(givenId);
  // An upload reads the id when it runs: the draft may be made after its file was chosen.
  const idRef = useRef(givenId);
  const [draftNote, setDraftNote] = useState('');
  const [uploading, setUploading] = useState(false);
  const urlOf = (id: number | null) => `/api/back-office/offers/${id}/${kind}`;
  // The list's writes name the offer's version the page holds; an upload only adds at the end, so
  // it names none (two go at once), and the API adds it to the list as it is then.
  // After the offer form's autosave, so the two never refuse each other.
  const version = {
    current: async (): Promise<Record<string, string>> => {
      if (idRef.current === null) return {};
      const key = String(idRef.current);
      await offerWritesSettled(key);
      return { 'if-match': `"${offerVersion(key, opened ?? 0)}"` };
    },
    written: (offer: OfferWritten) => {
      if (idRef.current !== null) noteOfferWritten(String(idRef.current), offer);
    },
  };
  const list = useMediaList<Item, Field, Mark>({
    url: urlOf(offerId),
    listKey: kind,
    initial,
    fields: spec.fields.map((field) => field.name),
    mark: spec.mark,
    extra: spec.extra,
    listAnswer: spec.answers.list,
    text: (key, values) => t(`${kind}.${key}`, values),
    version,
  });
  const drag = useDragOrder({
    listRef: list.listRef,
    count: list.items.length,
    move: list.moveTo,
    dropped: list.dropped,
  });
  const dragging = spec.dragHandle ? drag.dragging : null;

  async function ensureOffer(): Promise<number | null> {
    if (idRef.current !== null) return idRef.current;
    const made = draft ? await draft(spec.draftReason) : null;
    if (!made) {
      setDraftNote(t(`${kind}.draftRefused`));
      return null;
    }
    idRef.current = made.id;
    setOfferId(made.id);
    setDraftNote(t(`${kind}.draftCreated`, { tipi: made.tipi }));
    return made.id;
  }

  const button = (label: string, visible: string, props: ListButton) => (
    <button type="button" className="bo-button bo-button--secondary" aria-label={label} {...props}>
      {visible}
    </button>
  );
  const listClass = dragging === null ? 'bo-media-list' : 'bo-media-list bo-media-list--dragging';
  const labelling = spec.listHeading
    ? { 'aria-labelledby': `${base}-list` }
    : { 'aria-label': t(`${kind}.list`) };

  return (
    <section className="bo-panel bo-panel--wide bo-media" aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`} ref={list.titleRef} tabIndex={-1}>
        {t(`${kind}.title`)}
      </h2>
      <p>{t(`${kind}.lead`)}</p>
      {offerId === null && draftMade === null && <p>{t(`${kind}.firstFileMakesDraft`)}</p>}
      {/* Where the person is looking when the draft is made (or cannot be): beside their files. */}
      <p className={draftNote === '' ? undefined : 'bo-notice'} role="status">
        {draftNote}
      </p>

      <Upload
        answer={spec.answers.item}
        base={base}
        hasOffer={() => idRef.current !== null}
        ensureOffer={ensureOffer}
        currentUrl={() => urlOf(idRef.current)}
        add={list.add}
        onBusy={setUploading}
        written={version.written}
      />

      {spec.listHeading && <h3 id={`${base}-list`}>{t(`${kind}.list`)}</h3>}
      {/* Outside the form: the live regions are there before the first item and after the last. */}
      {list.status}
      <p className="bo-visually-hidden" role="status">
        {list.announcement}
      </p>
      {/* No form without items: a form with nothing to send and no button to send it is a trap
          for the keyboard (HTML_CodeSniffer's H32.2, back-office.spec). */}
      {list.items.length === 0 ? (
        <p>{t(`${kind}.empty`)}</p>
      ) : (
        <form
          className="bo-form bo-media__form"
          noValidate
          onSubmit={list.save}
          aria-labelledby={spec.listHeading ? `${base}-list` : `${base}-title`}
        >
          <ol ref={list.listRef} className={listClass} {...labelling} {...(spec.dragHandle ? drag.list : {})}>
            {list.items.map((item, index) => {
              const number = index + 1;
              const parts = { item, number, base, list };
              const classes = [
                'bo-media-item',
                spec.itemClass,
                dragging === index && 'bo-media-item--dragged',
              ];
              return (
                <li key={item.id} className={classes.filter(Boolean).join(' ')}>
                  {spec.dragHandle && (
                    // For pointer and touch only (aria-hidden): the buttons below move an item from the keyboard.
                    <span
                      className="bo-drag-handle"
                      aria-hidden="true"
                      title={t(spec.dragHandle)}
                      data-drag={item.id}
                      {...drag.handle(index)}
                    >
                      ⠿
                    </span>
                  )}
                  {Beside && <Beside {...parts} />}
                  <fieldset className="bo-media-item__body">
                    <legend>{t(spec.legend(number), { number })}</legend>
                    {Before && <Before {...parts} />}
                    <div className="bo-pair">
                      {spec.fields.map(({ name, label, lang }) => (
                        <BoField
                          key={name}
                          label={t(label)}
                          lang={lang}
                          required
                          maxLength={spec.maxLength}
                          {...list.textField(item, name, `${base}-${item.id}-${name}`)}
                        />
                      ))}
                    </div>
                    {After && <After {...parts} />}
                    <div className="bo-actions">
                      {button(
                        t(`${kind}.moveUpLabel`, { number }),
                        t(`${kind}.moveUp`),
                        list.moveButton(index, 'up'),
                      )}
                      {button(
                        t(`${kind}.moveDownLabel`, { number }),
                        t(`${kind}.moveDown`),
                        list.moveButton(index, 'down'),
                      )}
                      {spec.makeFirst &&
                        button(
                          t(spec.makeFirst.label, { number }),
                          t(spec.makeFirst.text),
                          list.moveButton(index, 'first'),
                        )}
                      {button(
                        t(`${kind}.deleteLabel`, { number }),
                        t(`${kind}.delete`),
                        list.deleteButton(item, number),
                      )}
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ol>
          {Footer && <Footer base={base} />}
          <button type="submit" className="bo-button" disabled={list.busy || uploading}>
            {t(`${kind}.save`)}
          </button>
        </form>
      )}
    </section>
  );
}
