import type { OfferImportReport } from '@estate/domain/api/back-office-offer-import-responses';
import { useLocale, useTranslations } from 'next-intl';

type Change = OfferImportReport['changes'][number];
type Value = Change['fields'][number]['before'];

/** Up to this many offers are shown open; a longer list starts folded, one summary line per offer. */
const OPEN_UP_TO = 3;

/**
 * What a sheet changes, offer by offer (decision 056): each offer a `<details>` whose summary names
 * its row, code and title and how many columns change, and inside each column's value before and
 * after, as the export writes it in the staff member's language; an offer with unpublished changes
 * in the editor says so, and so does each column those changes keep (decision 052). The API lists
 * the first 200 offers; the rest are counted.
 */
export function OfferImportChanges({ report }: { report: OfferImportReport }) {
  const t = useTranslations('backOffice.import.changes');
  const locale = useLocale() === 'en' ? 'en' : 'pl';
  const numbers = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'pl-PL', { maximumFractionDigits: 6 });
  const shown = (value: Value) => {
    const text = value[locale];
    if (text === null) return <span className="bo-import__empty">{t('empty')}</span>;
    return typeof text === 'number' ? numbers.format(text) : text;
  };
  const { changes } = report;
  if (changes.length === 0) return null;
  const more = report.updates - changes.length;

  return (
    <section className="bo-import__changes" aria-labelledby="bo-import-changes-title">
      <h3 id="bo-import-changes-title">{t(report.dryRun ? 'titleDryRun' : 'title')}</h3>
      {changes.map((change) => (
        <details key={change.row} className="bo-import__offer" open={changes.length <= OPEN_UP_TO}>
          <summary>
            {t('summary', {
              row: change.row,
              tipi: change.tipi ?? String(change.id),
              title: change.title,
              count: change.fields.length,
            })}
          </summary>
          {change.draft && (
            <p className="bo-import__draft">
              {t(report.dryRun ? 'draftDryRun' : 'draft', { by: change.draft.updatedBy ?? t('draftBy') })}
            </p>
          )}
          <dl>
            {change.fields.map((field) => (
              <div key={field.key}>
                <dt>{field.column[locale]}</dt>
                <dd>
                  <span className="bo-import__before">
                    <span className="bo-visually-hidden">{t('before')} </span>
                    {shown(field.before)}
                  </span>
                  <span aria-hidden="true"> → </span>
                  <span className="bo-import__after">
                    <span className="bo-visually-hidden">{t(report.dryRun ? 'after' : 'afterDone')} </span>
                    {shown(field.after)}
                  </span>
                </dd>
                {field.keptInDraft && <dd className="bo-import__kept">{t('keptInDraft')}</dd>}
              </div>
            ))}
          </dl>
        </details>
      ))}
      {more > 0 && <p>{t('more', { count: more })}</p>}
    </section>
  );
}
