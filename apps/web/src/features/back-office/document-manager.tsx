'use client';

import './media-managers.css';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { sendJson } from './back-office-fetch';
import { BoField } from './bo-field';
import {
  afterSave,
  appendOnce,
  DOCUMENT_MAX_BYTES,
  errorsByItem,
  kilobytes,
  type Move,
  mergeList,
  moveItem,
  moveTarget,
  refusedFile,
  sendForm,
  TITLE_MAX_LENGTH,
} from './media-list';
import { useSectionForm } from './use-section-form';

/** A document of an offer as the API gives it: a PDF at `path`. */
export interface Doc {
  id: number;
  path: string;
  titlePl: string;
  titleEn: string;
  sizeBytes: number;
  position: number;
}

/**
 * An offer's documents in the back office: a PDF sent with its two titles (its progress shown),
 * then the list, reordered, retitled and saved together, or a document deleted. Nothing typed is
 * lost when something fails.
 */
export function DocumentManager({ offerId, initial }: { offerId: number; initial: Doc[] }) {
  const t = useTranslations('backOffice.documents');
  const upload = useSectionForm();
  const list = useSectionForm();
  const base = useId();
  const url = `/api/back-office/offers/${offerId}/documents`;
  const [documents, setDocuments] = useState(initial);
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  const [sentIds, setSentIds] = useState<number[]>([]);
  const [focus, setFocus] = useState<{ id: number; move: Move } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const itemErrors = errorsByItem(list.fields, 'documents', sentIds);

  // After a move, the moved document's same button keeps the focus.
  useEffect(() => {
    if (!focus) return;
    listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${focus.id}-${focus.move}"]`)?.focus();
    setFocus(null);
  }, [focus]);

  const onUpload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const typed = new FormData(formElement);
    const file = typed.get('document');
    const chosen = file instanceof File && file.name !== '' ? file : null;
    // The titles first, then the file: the API reads them before it takes the file in.
    const form = new FormData();
    form.append('titlePl', String(typed.get('titlePl') ?? ''));
    form.append('titleEn', String(typed.get('titleEn') ?? ''));
    if (chosen) form.append('document', chosen);
    setProgress({ loaded: 0, total: chosen?.size || 1 });
    const answer = await upload.run(
      () =>
        chosen && chosen.size > DOCUMENT_MAX_BYTES
          ? Promise.resolve(refusedFile('document', 'file_too_large'))
          : sendForm(url, form, (loaded, total) => setProgress({ loaded, total }), 'document'),
      (done) => {
        const added = done.data?.data as Doc;
        setDocuments((current) => appendOnce(current, added));
        return t('uploaded', { title: added.titlePl });
      },
    );
    setProgress(null);
    if (answer) formElement.reset();
  };

  const edit = (id: number, change: Partial<Doc>) =>
    setDocuments((current) => current.map((doc) => (doc.id === id ? { ...doc, ...change } : doc)));

  function move(index: number, how: Move) {
    const to = moveTarget(index, documents.length, how);
    const doc = documents[index];
    if (to === null || !doc) return;
    setDocuments(moveItem(documents, index, to));
    setFocus({ id: doc.id, move: how });
    setAnnouncement(t('moved', { position: to + 1, count: documents.length }));
  }

  async function remove(doc: Doc, number: number) {
    if (!window.confirm(t('confirmDelete', { number }))) return;
    setAnnouncement('');
    const answer = await list.run(
      () => sendJson(`${url}/${doc.id}`, undefined, 'DELETE'),
      (done) => {
        const remaining = (done.data?.data ?? []) as Doc[];
        setDocuments((current) =>
          mergeList(current, remaining, (local, saved) => ({
            ...saved,
            titlePl: local.titlePl,
            titleEn: local.titleEn,
          })),
        );
        return t('deleted', { number });
      },
    );
    if (answer) titleRef.current?.focus();
  }

  const onSave = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = documents.map(({ id, titlePl, titleEn }) => ({ id, titlePl, titleEn }));
    setSentIds(sent.map((doc) => doc.id));
    setAnnouncement('');
    void list.run(
      () => sendJson(url, { documents: sent }, 'PUT'),
      (done) => {
        const saved = (done.data?.data ?? []) as Doc[];
        setDocuments((current) => afterSave(saved, current));
        return t('saved');
      },
    );
  };

  return (
    <section className="bo-panel bo-panel--wide bo-media" aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`} ref={titleRef} tabIndex={-1}>
        {t('title')}
      </h2>
      <p>{t('lead')}</p>

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

      <form className="bo-form bo-media__form" noValidate onSubmit={onSave} aria-labelledby={`${base}-list`}>
        <h3 id={`${base}-list`}>{t('list')}</h3>
        {list.status}
        <p className="bo-visually-hidden" role="status">
          {announcement}
        </p>
        {documents.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <ol ref={listRef} className="bo-media-list" aria-labelledby={`${base}-list`}>
            {documents.map((doc, index) => {
              const number = index + 1;
              const errors = itemErrors[doc.id] ?? {};
              const field = (name: 'titlePl' | 'titleEn') => `${base}-${doc.id}-${name}`;
              const button = (how: Move, label: string, visible: string) => {
                const possible = moveTarget(index, documents.length, how) !== null;
                return (
                  // aria-disabled, not disabled: the button keeps the focus after its document moved to the end.
                  <button
                    type="button"
                    className="bo-button bo-button--secondary"
                    aria-label={label}
                    aria-disabled={possible ? undefined : true}
                    data-move={`${doc.id}-${how}`}
                    onClick={() => possible && move(index, how)}
                  >
                    {visible}
                  </button>
                );
              };
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
                        <div className="bo-field" key={name}>
                          <label htmlFor={field(name)}>
                            {name === 'titlePl' ? t('titlePl') : t('titleEn')}
                          </label>
                          <input
                            id={field(name)}
                            lang={name === 'titlePl' ? 'pl' : 'en'}
                            required
                            maxLength={TITLE_MAX_LENGTH}
                            value={doc[name]}
                            onChange={(event) => edit(doc.id, { [name]: event.currentTarget.value })}
                            aria-invalid={errors[name] ? true : undefined}
                            aria-describedby={errors[name] ? `${field(name)}-error` : undefined}
                          />
                          {errors[name] && (
                            <p id={`${field(name)}-error`} className="bo-field__error">
                              {errors[name]}
                            </p>
                          )}
                        </div>
                      ))}
                    </div>
                    <div className="bo-actions">
                      {button('up', t('moveUpLabel', { number }), t('moveUp'))}
                      {button('down', t('moveDownLabel', { number }), t('moveDown'))}
                      <button
                        type="button"
                        className="bo-button bo-button--secondary"
                        aria-label={t('deleteLabel', { number })}
                        disabled={list.busy}
                        onClick={() => void remove(doc, number)}
                      >
                        {t('delete')}
                      </button>
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ol>
        )}
        {documents.length > 0 && (
          // A save sent while a document is on its way would not name it: the API would refuse the list.
          <button type="submit" className="bo-button" disabled={list.busy || upload.busy}>
            {t('save')}
          </button>
        )}
      </form>
    </section>
  );
}
