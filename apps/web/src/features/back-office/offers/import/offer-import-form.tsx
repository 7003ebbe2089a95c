'use client';

import './offer-import.css';
import type { OfferImportReport } from '@estate/domain/api/back-office-offer-import-responses';
import type { ErrorCode } from '@estate/domain/error-codes';
import { useTranslations } from 'next-intl';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { sendForm } from '../../media/media-list';
import { readImportAnswer } from './offer-import-answer';
import { OfferImportChanges } from './offer-import-changes';

const IMPORT_URL = '/api/back-office/offers/import';

type Outcome =
  | { kind: 'report'; report: OfferImportReport }
  | { kind: 'refused'; report: OfferImportReport }
  | { kind: 'error'; text: string };

/**
 * The import of a sheet of offers (decision 031): "Check" sends it as a dry run and shows the
 * counts, every error (row, column, message) and each offer's changed columns, old and new
 * (decision 056); "Import" is enabled only once that same file was checked without errors, and
 * writes all rows or none.
 */
export function OfferImportForm({
  listPath,
  maxBytes,
}: {
  listPath: string;
  /** The domain's OFFER_IMPORT_MAX_BYTES, handed over: its module brings zod, which stays out of the browser. */
  maxBytes: number;
}) {
  const t = useTranslations('backOffice.import');
  const te = useTranslations('errorCodes');
  const base = useId();
  const [file, setFile] = useState<File | null>(null);
  /** The file whose dry run found nothing wrong: only it may be imported. */
  const [checked, setChecked] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const errorText = (code: string) => {
    if (code === 'file_type_refused') return t('notXlsx');
    // An offer saved by someone else between the check and the import: nothing was written.
    if (code === 'edit_conflict') return t('conflict');
    return te.has(code as ErrorCode) ? te(code as ErrorCode) : te('internal_error');
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.currentTarget.files?.[0] ?? null);
    setChecked(null);
    setFileError(null);
    setOutcome(null);
  };

  async function send(dryRun: boolean) {
    if (!file) {
      setFileError(te('required'));
      return;
    }
    if (file.size > maxBytes) {
      setFileError(te('file_too_large'));
      return;
    }
    setBusy(true);
    setFileError(null);
    setOutcome(null);
    setProgress({ loaded: 0, total: file.size || 1 });
    const form = new FormData();
    form.append('file', file);
    const answer = await sendForm(`${IMPORT_URL}${dryRun ? '?dryRun=1' : ''}`, form, (loaded, total) =>
      setProgress({ loaded, total }),
    );
    // Read (the schemas load with the first answer) before the buttons come back.
    const read = await readImportAnswer(answer);
    setProgress(null);
    setBusy(false);
    if (read.kind === 'report') {
      setOutcome(read);
      setChecked(dryRun && read.report.errorCount === 0 ? file : null);
    } else if (read.kind === 'refused') {
      setOutcome(read);
      setChecked(null);
    } else {
      const { error } = read;
      const text = error.code ? errorText(error.fields.file ?? error.code) : te('internal_error');
      if (error.fields.file) setFileError(text);
      setOutcome({ kind: 'error', text });
      setChecked(null);
    }
  }

  const onCheck = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(true);
  };

  const ready = checked !== null && checked === file;
  const fileId = `${base}-file`;
  const report = outcome && outcome.kind !== 'error' ? outcome.report : null;
  const imported = outcome?.kind === 'report' && !outcome.report.dryRun;

  return (
    <>
      <form className="bo-form" noValidate onSubmit={onCheck} aria-labelledby={`${base}-title`}>
        <h2 id={`${base}-title`}>{t('formTitle')}</h2>
        <div className="bo-field">
          <label htmlFor={fileId}>{t('file')}</label>
          <p id={`${fileId}-hint`} className="bo-field__hint">
            {t('fileHint')}
          </p>
          <input
            id={fileId}
            name="file"
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            required
            onChange={onFile}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={[`${fileId}-hint`, fileError && `${fileId}-error`].filter(Boolean).join(' ')}
          />
          {fileError && (
            <p id={`${fileId}-error`} className="bo-field__error">
              {fileError}
            </p>
          )}
        </div>
        <div className="bo-actions">
          <button type="submit" className="bo-button" disabled={busy}>
            {t('check')}
          </button>
          <button
            type="button"
            className="bo-button bo-button--secondary"
            disabled={busy || !ready}
            aria-describedby={`${base}-import-hint`}
            onClick={() => void send(false)}
          >
            {t('import')}
          </button>
          {progress && (
            <label className="bo-import__progress">
              {t('progress')}
              <progress max={progress.total || 1} value={progress.loaded} />
            </label>
          )}
        </div>
        <p id={`${base}-import-hint`} className="bo-field__hint">
          {t('importHint')}
        </p>
      </form>

      <section className="bo-panel bo-panel--wide" aria-labelledby={`${base}-result`} aria-busy={busy}>
        <h2 id={`${base}-result`}>{t('resultTitle')}</h2>
        {!outcome && !busy && <p>{t('nothingYet')}</p>}
        {busy && <p role="status">{t('working')}</p>}
        {outcome?.kind === 'error' && (
          <p role="alert" className="bo-alert">
            {outcome.text}
          </p>
        )}
        {report && (
          <>
            {report.errorCount > 0 ? (
              <p role="alert" className="bo-alert">
                {t(outcome?.kind === 'refused' ? 'refused' : 'checkedWithErrors', {
                  errors: report.errorCount,
                  rows: report.badRows,
                })}
              </p>
            ) : (
              <p role="status" className="bo-notice">
                {imported
                  ? t('imported')
                  : report.creates + report.updates === 0
                    ? t('nothingToChange')
                    : t('checkedClean')}
              </p>
            )}
            <dl className="bo-import__counts">
              {(['rows', 'creates', 'updates', 'unchanged', 'badRows'] as const).map((count) => (
                <div key={count}>
                  <dt>{t(`counts.${count}`)}</dt>
                  <dd>{report[count]}</dd>
                </div>
              ))}
            </dl>
            <OfferImportChanges report={report} />
            {imported && (
              <p>
                <a href={listPath}>{t('toList')}</a>
              </p>
            )}
            {report.errors.length > 0 && (
              <div className="bo-table-wrap">
                <table className="bo-table" data-testid="bo-import-errors">
                  <caption>{t('errors.caption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('errors.row')}</th>
                      <th scope="col">{t('errors.column')}</th>
                      <th scope="col">{t('errors.message')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.errors.map((error) => (
                      // One error per column of a row: the three tell it apart.
                      <tr key={`${error.row}-${error.column}-${error.code}`}>
                        <td>{error.row}</td>
                        <td>{error.column}</td>
                        <td>{errorText(error.code)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {report.errorCount > report.errors.length && (
              <p>{t('errors.more', { shown: report.errors.length, total: report.errorCount })}</p>
            )}
          </>
        )}
      </section>
    </>
  );
}
