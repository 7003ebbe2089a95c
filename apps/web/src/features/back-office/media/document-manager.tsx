'use client';

import './media-managers.css';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useRef, useState } from 'react';
import { BoField } from '../forms/bo-field';
import { useSectionForm } from '../forms/use-section-form';
import type { DraftMaker } from '../offers/draft-maker';
import { useNewOfferDraft } from '../offers/new-offer-heading';
import { documentRefusal, kilobytes, refusedFile, sendForm, TITLE_MAX_LENGTH } from './media-list';
import { type ListButton, useMediaList } from './use-media-list';

/** A document of an offer as the API gives it: a PDF at `path`. */
export interface Doc {
  id: number;
  path: string;
  titlePl: string;
  titleEn: string;
  sizeBytes: number;
  position: number;
  /** The tender's regulations, which the offer's tender notice links to. */
  regulations: boolean;
}

/**
 * An offer's documents in the back office: a PDF sent with its two titles (its progress shown),
 * then the list, reordered, retitled and saved together, or a document deleted. Nothing typed is
 * lost when something fails. On a new offer (`offerId` null) the first document sent has `draft`
 * make the offer's draft from its form first, as the first photos do (decision 061).
 */
export function DocumentManager({
  offerId: givenId,
  initial,
  draft,
}: {
  offerId: number | null;
  initial: Doc[];
  draft?: DraftMaker;
}) {
  const t = useTranslations('backOffice.documents');
  const upload = useSectionForm();
  const base = useId();
  // The other manager may have made the new offer's draft: then this one's lead would be stale.
  const draftMade = useNewOfferDraft();
  const [offerId, setOfferId] = useState(givenId);
  const [draftNote, setDraftNote] = useState('');
  // The upload reads the id after the draft is made, before React draws the new one.
  const idRef = useRef(givenId);
  const documentsUrl = (id: number | null) => `/api/back-office/offers/${id}/documents`;
  const url = documentsUrl(offerId);
  const list = useMediaList({
    url,
    listKey: 'documents',
    initial,
    fields: ['titlePl', 'titleEn'],
    mark: 'regulations',
    text: (key, values) => t(key, values),
  });
  const documents = list.items;
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);

  const onUpload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const typed = new FormData(formElement);
    const file = typed.get('document');
    const chosen = file instanceof File && file.name !== '' ? file : null;
    // Checked before a new offer's draft is made: a file refused anyway must leave no draft behind.
    const refusal = chosen ? documentRefusal(chosen) : null;
    if (refusal) {
      await upload.run(
        () => Promise.resolve(refusedFile('document', refusal)),
        () => '',
      );
      return;
    }
    if (idRef.current === null) {
      // A new offer: no draft is made for a form sent without a file; the field says it is needed.
      if (!chosen) {
        upload.setFields({ document: upload.text('required') });
        return;
      }
      const made = draft ? await draft('document') : null;
      if (!made) {
        setDraftNote(t('draftRefused'));
        return;
      }
      idRef.current = made.id;
      setOfferId(made.id);
      setDraftNote(t('draftCreated', { tipi: made.tipi }));
    }
    const target = documentsUrl(idRef.current);
    // The titles first, then the file: the API reads them before it takes the file in.
    const form = new FormData();
    form.append('titlePl', String(typed.get('titlePl') ?? ''));
    form.append('titleEn', String(typed.get('titleEn') ?? ''));
    if (chosen) form.append('document', chosen);
    setProgress({ loaded: 0, total: chosen?.size || 1 });
    const answer = await upload.run(
      () => sendForm(target, form, (loaded, total) => setProgress({ loaded, total }), 'document'),
      (done) => {
        const added = done.data?.data as Doc;
        list.add(added);
        return t('uploaded', { title: added.titlePl });
      },
    );
    setProgress(null);
    if (answer) formElement.reset();
  };

  return (
    <section className="bo-panel bo-panel--wide bo-media" aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`} ref={list.titleRef} tabIndex={-1}>
        {t('title')}
      </h2>
      <p>{t('lead')}</p>
      {offerId === null && draftMade === null && <p>{t('firstDocumentMakesDraft')}</p>}
      <p className={draftNote === '' ? undefined : 'bo-notice'} role="status">
        {draftNote}
      </p>

      <form
        className="bo-form bo-media__upload"
        noValidate
        onSubmit={onUpload}
        aria-labelledby={`${base}-add`}
      >
        <h3 id={`${base}-add`}>{t('add')}</h3>
        {upload.status}
        <div className="bo-pair">
          <BoField
            id={`${base}-new-titlePl`}
            name="titlePl"
            label={t('titlePl')}
            lang="pl"
            required
            maxLength={TITLE_MAX_LENGTH}
            error={upload.fields.titlePl}
          />
          <BoField
            id={`${base}-new-titleEn`}
            name="titleEn"
            label={t('titleEn')}
            lang="en"
            required
            maxLength={TITLE_MAX_LENGTH}
            error={upload.fields.titleEn}
          />
        </div>
        <BoField
          id={`${base}-new-document`}
          name="document"
          type="file"
          accept="application/pdf"
          label={t('file')}
          hint={t('limits')}
          required
          error={upload.fields.document}
        />
        <div className="bo-actions bo-media__send">
          <button type="submit" className="bo-button" disabled={upload.busy}>
            {t('send')}
          </button>
          {progress && (
            <>
              <label htmlFor={`${base}-progress`} className="bo-visually-hidden">
                {t('progress')}
              </label>
              <progress id={`${base}-progress`} max={progress.total || 1} value={progress.loaded} />
            </>
          )}
        </div>
      </form>

      <h3 id={`${base}-list`}>{t('list')}</h3>
      {/* Outside the form: the live regions are there before the first document and after the last. */}
      {list.status}
      <p className="bo-visually-hidden" role="status">
        {list.announcement}
      </p>
      {/* No form without documents: a form with nothing to send and no button to send it is a trap
          for the keyboard (HTML_CodeSniffer's H32.2, back-office.spec). */}
      {documents.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <form
          className="bo-form bo-media__form"
          noValidate
          onSubmit={list.save}
          aria-labelledby={`${base}-list`}
        >
          <ol ref={list.listRef} className="bo-media-list" aria-labelledby={`${base}-list`}>
            {documents.map((doc, index) => {
              const number = index + 1;
              const button = (label: string, visible: string, props: ListButton) => (
                <button
                  type="button"
                  className="bo-button bo-button--secondary"
                  aria-label={label}
                  {...props}
                >
                  {visible}
                </button>
              );
              return (
                <li key={doc.id} className="bo-media-item bo-media-item--document">
                  <fieldset className="bo-media-item__body">
                    <legend>{t('document', { number })}</legend>
                    <p>
                      <a href={doc.path} target="_blank" rel="noopener">
                        {t('open', { title: doc.titlePl || doc.titleEn, size: kilobytes(doc.sizeBytes) })}
                      </a>
                    </p>
                    <div className="bo-pair">
                      {(['titlePl', 'titleEn'] as const).map((name) => (
                        <BoField
                          key={name}
                          label={t(name)}
                          lang={name === 'titlePl' ? 'pl' : 'en'}
                          required
                          maxLength={TITLE_MAX_LENGTH}
                          {...list.textField(doc, name, `${base}-${doc.id}-${name}`)}
                        />
                      ))}
                    </div>
                    <div className="bo-check">
                      <input
                        type="checkbox"
                        aria-describedby={`${base}-regulations-hint`}
                        {...list.markBox(doc, `${base}-${doc.id}-regulations`)}
                      />
                      <label htmlFor={`${base}-${doc.id}-regulations`}>{t('regulations')}</label>
                    </div>
                    <div className="bo-actions">
                      {button(t('moveUpLabel', { number }), t('moveUp'), list.moveButton(index, 'up'))}
                      {button(t('moveDownLabel', { number }), t('moveDown'), list.moveButton(index, 'down'))}
                      {button(t('deleteLabel', { number }), t('delete'), list.deleteButton(doc, number))}
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <p id={`${base}-regulations-hint`} className="bo-field__hint">
            {t('regulationsHint')}
          </p>
          {/* A save sent while a document is on its way would not name it: the API would refuse the list. */}
          <button type="submit" className="bo-button" disabled={list.busy || upload.busy}>
            {t('save')}
          </button>
        </form>
      )}
    </section>
  );
}
