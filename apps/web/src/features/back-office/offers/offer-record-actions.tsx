'use client';

import { backOfficePaths } from '@estate/domain/back-office-paths';
import { useTranslations } from 'next-intl';
import { useSectionForm } from '../forms/use-section-form';
import { sendChecked } from '../shell/checked-fetch';
import { setFlash } from '../shell/flash-message';

/** The answers' schemas, loaded on the first click so zod never comes with the page. */
const responses = () => import('@estate/domain/api/back-office-offer-responses');
const duplicateAnswer = () => responses().then((m) => m.createdOfferResponseSchema);
const archiveAnswer = () => responses().then((m) => m.offerArchiveResponseSchema);

/**
 * What staff do with an offer as a whole besides publishing it (issue 35, decision 058):
 * "Duplikuj ofertę" makes a new draft from the saved offer and opens its editor, which says whose
 * copy it is; "Archiwizuj" takes the offer off the site and the list (nothing is deleted), and an
 * editor or an admin (`mayRestore`; the API refuses anyone else) brings it back. The page reloads
 * after either, so its state and the publication panel follow the server.
 */
export function OfferRecordActions({
  offerId,
  tipi,
  archivedAtText,
  mayRestore,
}: {
  offerId: number;
  tipi: string;
  /** When the offer was archived, in the person's words; null while it is not. */
  archivedAtText: string | null;
  mayRestore: boolean;
}) {
  const t = useTranslations('backOffice.offerRecord');
  const { busy, runChecked, status } = useSectionForm();

  const duplicate = () =>
    void runChecked(
      () => sendChecked(`/api/back-office/offers/${offerId}/duplicate`, undefined, duplicateAnswer, 'POST'),
      (answer) => {
        const text = t('duplicated', { tipi });
        setFlash(text);
        window.location.assign(backOfficePaths.offer(answer.data.id));
        return text;
      },
    );

  const archive = (archived: boolean) =>
    void runChecked(
      () => sendChecked(`/api/back-office/offers/${offerId}/archive`, { archived }, archiveAnswer),
      () => {
        const text = archived ? t('archived') : t('restored');
        setFlash(text);
        window.location.reload();
        return text;
      },
    );

  return (
    <section className="bo-panel" aria-labelledby="offer-record-title">
      <h2 id="offer-record-title">{t('title')}</h2>
      {status}
      {archivedAtText !== null && (
        <p className="bo-notice">
          {t('archivedAt', { at: archivedAtText })} {!mayRestore && t('restoreByEditor')}
        </p>
      )}
      <p id="offer-duplicate-hint" className="bo-field__hint">
        {t('duplicateHint')}
      </p>
      {archivedAtText === null && (
        <p id="offer-archive-hint" className="bo-field__hint">
          {t('archiveHint')}
        </p>
      )}
      <div className="bo-actions">
        <button
          type="button"
          className="bo-button"
          disabled={busy}
          aria-describedby="offer-duplicate-hint"
          onClick={duplicate}
        >
          {t('duplicate')}
        </button>
        {archivedAtText === null ? (
          <button
            type="button"
            className="bo-button bo-button--secondary"
            disabled={busy}
            aria-describedby="offer-archive-hint"
            onClick={() => archive(true)}
          >
            {t('archive')}
          </button>
        ) : (
          mayRestore && (
            <button type="button" className="bo-button" disabled={busy} onClick={() => archive(false)}>
              {t('restore')}
            </button>
          )
        )}
      </div>
    </section>
  );
}
