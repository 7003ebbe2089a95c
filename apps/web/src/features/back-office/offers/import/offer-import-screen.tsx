import { backOfficePaths } from '@estate/domain/back-office-paths';
import { OFFER_IMPORT_MAX_BYTES } from '@estate/domain/offer-sheet-columns';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireStaff } from '../../auth/staff-session';
import { listExportHref } from '../../lists/list-query';
import { BackOfficeFrame } from '../../shell/back-office-frame';
import { backOfficeLanguage } from '../../shell/back-office-language';
import { OfferImportForm } from './offer-import-form';

/** The import's page, beside the offers list. */
export const offerImportPath = `${backOfficePaths.offers}/import`;

/** The offers list's export (decision 031), which is also the import's template. */
export const OFFER_EXPORT = '/api/back-office/offers/export.xlsx';

export async function offerImportMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await backOfficeLanguage(), namespace: 'backOffice.import' });
  return { title: t('title') };
}

/**
 * `/panel/oferty/import`: a sheet of offers checked first (every bad cell by row and column), then
 * imported all or nothing (issue 17). An agent imports only their own offers.
 */
export async function OfferImportScreen() {
  const staff = await requireStaff();
  const lang = await backOfficeLanguage();
  const [t, te] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.import' }),
    getTranslations({ locale: lang, namespace: 'backOffice.editor' }),
  ]);
  return (
    <BackOfficeFrame staff={staff} title={t('title')} current="offers">
      <p>
        <a href={backOfficePaths.offers}>{te('backToList')}</a>
      </p>
      <section className="bo-panel bo-panel--wide" aria-labelledby="import-rules">
        <h2 id="import-rules">{t('rulesTitle')}</h2>
        <ul>
          <li>{t('rules.columns')}</li>
          <li>{t('rules.update')}</li>
          <li>{t('rules.create')}</li>
          <li>{t('rules.allOrNothing')}</li>
        </ul>
        <p>
          <a href={listExportHref(OFFER_EXPORT, new URLSearchParams(), lang)} download>
            {t('template')}
          </a>
        </p>
      </section>
      <OfferImportForm listPath={backOfficePaths.offers} maxBytes={OFFER_IMPORT_MAX_BYTES} />
    </BackOfficeFrame>
  );
}
