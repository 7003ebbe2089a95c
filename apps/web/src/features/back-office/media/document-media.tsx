'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useState } from 'react';
import { BoField } from '../forms/bo-field';
import { useSectionForm } from '../forms/use-section-form';
import { checkAnswer } from '../shell/checked-fetch';
import { documentRefusal, kilobytes, refusedFile, sendForm, TITLE_MAX_LENGTH } from './media-list';
import { type ItemProps, type MediaSpec, textInBothLanguages, type UploadProps } from './media-spec';

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

/** The domain's answers of the media routes, loaded with the first call (zod never comes with the page). */
const responses = () => import('@estate/domain/api/back-office-offer-responses');

/**
 * A PDF sent with its two titles, its progress shown. On a new offer the first document sent makes
 * its draft first, once the file passed the checks made here (a refused file leaves no draft).
 */
function DocumentUpload({
  answer,
  base,
  hasOffer,
  ensureOffer,
  currentUrl,
  add,
  onBusy,
  written,
}: UploadProps<Doc>) {
  const t = useTranslations('backOffice.documents');
  const upload = useSectionForm();
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  useEffect(() => onBusy(upload.busy), [onBusy, upload.busy]);

  const onUpload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const typed = new FormData(formElement);
    const file = typed.get('document');
    const chosen = file instanceof File && file.name !== '' ? file : null;
    // Checked before a new offer's draft is made: a file refused anyway must leave no draft behind.
    const refusal = chosen ? documentRefusal(chosen) : null;
    if (refusal) {
      const refused = refusedFile('document', refusal);
      await upload.runChecked(
        () => checkAnswer(refused.status, refused.data, answer),
        () => '',
      );
      return;
    }
    if (!hasOffer()) {
      // A new offer: no draft is made for a form sent without a file; the field says it is needed.
      if (!chosen) {
        upload.setFields({ document: upload.text('required') });
        return;
      }
      if ((await ensureOffer()) === null) return;
    }
    const target = currentUrl();
    // The titles first, then the file: the API reads them before it takes the file in.
    const form = new FormData();
    form.append('titlePl', String(typed.get('titlePl') ?? ''));
    form.append('titleEn', String(typed.get('titleEn') ?? ''));
    if (chosen) form.append('document', chosen);
    setProgress({ loaded: 0, total: chosen?.size || 1 });
    const added = await upload.runChecked(
      async () => {
        const sent = await sendForm(
          target,
          form,
          (loaded, total) => setProgress({ loaded, total }),
          'document',
        );
        return checkAnswer(sent.status, sent.data, answer);
      },
      (done) => {
        written(done.offer);
        add(done.data);
        return t('uploaded', { title: done.data.titlePl });
      },
    );
    setProgress(null);
    if (added) formElement.reset();
  };

  return (
    <form className="bo-form bo-media__upload" noValidate onSubmit={onUpload} aria-labelledby={`${base}-add`}>
      <h3 id={`${base}-add`}>{t('add')}</h3>
      {upload.status}
      <div className="bo-pair">
        {(['titlePl', 'titleEn'] as const).map((name) => (
          <BoField
            key={name}
            id={`${base}-new-${name}`}
            name={name}
            label={t(name)}
            lang={name === 'titlePl' ? 'pl' : 'en'}
            required
            maxLength={TITLE_MAX_LENGTH}
            error={upload.fields[name]}
          />
        ))}
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
  );
}

type DocProps = ItemProps<Doc, 'titlePl' | 'titleEn', 'regulations'>;

/** The document's link: it opens in a new tab. */
function DocumentLink({ item: doc }: DocProps) {
  const t = useTranslations('backOffice.documents');
  return (
    <p>
      <a href={doc.path} target="_blank" rel="noopener">
        {t('open', { title: doc.titlePl || doc.titleEn, size: kilobytes(doc.sizeBytes) })}
      </a>
    </p>
  );
}

/** Whether the document is the tender's regulations (at most one is). */
function RegulationsBox({ item: doc, base, list }: DocProps) {
  const t = useTranslations('backOffice.documents');
  return (
    <div className="bo-check">
      <input
        type="checkbox"
        aria-describedby={`${base}-regulations-hint`}
        {...list.markBox(doc, `${base}-${doc.id}-regulations`)}
      />
      <label htmlFor={`${base}-${doc.id}-regulations`}>{t('regulations')}</label>
    </div>
  );
}

function RegulationsHint({ base }: { base: string }) {
  const t = useTranslations('backOffice.documents');
  return (
    <p id={`${base}-regulations-hint`} className="bo-field__hint">
      {t('regulationsHint')}
    </p>
  );
}

/** Documents: PDFs with two titles, one of them marked as the tender's regulations. */
export const documentMedia: MediaSpec<Doc, 'titlePl' | 'titleEn', 'regulations'> = {
  kind: 'documents',
  draftReason: 'document',
  fields: textInBothLanguages('documents', 'title'),
  maxLength: TITLE_MAX_LENGTH,
  mark: 'regulations',
  answers: {
    item: () => responses().then((m) => m.backOfficeDocumentResponseSchema),
    list: () => responses().then((m) => m.backOfficeDocumentListResponseSchema),
  },
  legend: () => 'documents.document',
  itemClass: 'bo-media-item--document',
  listHeading: true,
  Upload: DocumentUpload,
  Before: DocumentLink,
  After: RegulationsBox,
  Footer: RegulationsHint,
};
