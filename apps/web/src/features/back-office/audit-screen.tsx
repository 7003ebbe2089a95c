import type { auditPageResponseSchema } from '@estate/domain/api/staff-responses';
import { backOfficePaths } from '@estate/domain/back-office-paths';
import { getTranslations } from 'next-intl/server';
import type { z } from 'zod';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { BackOfficeFrame } from './back-office-frame';
import { backOfficeLanguage } from './back-office-language';
import { ListPages, type ListSearchParams, listQuery } from './list-query';
import { requireStaff } from './staff-session';

type AuditPage = z.infer<typeof auditPageResponseSchema>;
const FILTERS = ['actor', 'action', 'entity', 'entityId'] as const;

/** A value as the log shows it: text as it is, anything else as JSON, nothing as a dash. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '–';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * `/panel/dziennik`: the audit log for admins, newest first, 50 a page, filtered by person, action
 * and record. A plain GET form and links: it works without JavaScript.
 */
export async function AuditScreen({ searchParams }: { searchParams: ListSearchParams }) {
  const staff = await requireStaff();
  const lang = await backOfficeLanguage();
  const [t, te] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice' }),
    getTranslations({ locale: lang, namespace: 'errorCodes' }),
  ]);
  const {
    values: filters,
    query,
    pageLink,
  } = listQuery(await searchParams, [...FILTERS, 'page'], backOfficePaths.audit);
  const { status, body } = await backOfficeGet<AuditPage>(`/api/back-office/audit?${query}`);
  const dateFormat = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pl-PL', {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: 'Europe/Warsaw',
  });

  return (
    <BackOfficeFrame staff={staff} title={t('audit.title')} current="audit">
      {status !== 200 || !body ? (
        <p role="alert" className="bo-alert">
          {te(status === 403 ? 'forbidden' : status === 400 ? 'bad_request' : 'internal_error')}
        </p>
      ) : (
        <div className="bo-stack">
          <p>{t('audit.lead')}</p>
          <form
            className="bo-form bo-form--inline"
            method="get"
            action={backOfficePaths.audit}
            aria-label={t('audit.filters')}
          >
            {FILTERS.map((name) => (
              <div className="bo-field" key={name}>
                <label htmlFor={`filter-${name}`}>{t(`audit.${name}`)}</label>
                <input id={`filter-${name}`} name={name} defaultValue={filters[name]} />
              </div>
            ))}
            <button type="submit" className="bo-button">
              {t('audit.submit')}
            </button>
            <a href={backOfficePaths.audit}>{t('audit.reset')}</a>
          </form>
          <section className="bo-panel bo-panel--wide">
            {body.data.length === 0 ? (
              <p>{t('audit.empty')}</p>
            ) : (
              <div className="bo-table-wrap">
                <table className="bo-table" data-testid="audit-log">
                  <caption>{t('audit.table.caption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('audit.table.at')}</th>
                      <th scope="col">{t('audit.table.actor')}</th>
                      <th scope="col">{t('audit.table.action')}</th>
                      <th scope="col">{t('audit.table.record')}</th>
                      <th scope="col">{t('audit.table.changes')}</th>
                      <th scope="col">{t('audit.table.ip')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {body.data.map((entry) => (
                      <tr key={entry.id}>
                        <td data-label={t('audit.table.at')}>
                          <time dateTime={entry.at}>{dateFormat.format(new Date(entry.at))}</time>
                        </td>
                        <td data-label={t('audit.table.actor')}>{entry.actorEmail ?? t('audit.nobody')}</td>
                        <td data-label={t('audit.table.action')}>
                          <code>{entry.action}</code>
                        </td>
                        <td data-label={t('audit.table.record')}>
                          {entry.entity}
                          {entry.entityId && <span className="bo-muted"> {entry.entityId}</span>}
                        </td>
                        <td data-label={t('audit.table.changes')}>
                          <ul className="bo-changes">
                            {Object.entries(entry.changes).map(([field, [before, after]]) => (
                              <li key={field}>
                                <strong>{field}</strong>: {shown(before)} → {shown(after)}
                              </li>
                            ))}
                          </ul>
                        </td>
                        <td data-label={t('audit.table.ip')}>{entry.ip ?? '–'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <ListPages
              page={body.meta.page}
              pages={body.meta.pages}
              link={pageLink}
              labels={{
                previous: t('audit.previous'),
                next: t('audit.next'),
                where: t('audit.page', { page: body.meta.page, pages: body.meta.pages }),
              }}
            />
          </section>
        </div>
      )}
    </BackOfficeFrame>
  );
}
