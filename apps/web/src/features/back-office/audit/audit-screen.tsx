import { auditPageResponseSchema } from '@estate/domain/api/staff-responses';
import { backOfficePaths } from '@estate/domain/back-office-paths';
import { getTranslations } from 'next-intl/server';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { requireStaff } from '../auth/staff-session';
import { ListScreen } from '../kinds/list-screen';
import { type ListSearchParams, listPages, listQuery } from '../lists/list-query';
import { BackOfficeFrame } from '../shell/back-office-frame';
import { backOfficeLanguage } from '../shell/back-office-language';

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
  const { status, body } = await backOfficeGet(`/api/back-office/audit?${query}`, auditPageResponseSchema);
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
          <ListScreen
            path={backOfficePaths.audit}
            filters={{
              values: filters,
              fields: FILTERS.map((name) => ({ name, label: t(`audit.${name}`) })),
              label: t('audit.filters'),
              submit: t('audit.submit'),
              reset: t('audit.reset'),
            }}
            panel
            rows={body.data}
            keyOf={(entry) => String(entry.id)}
            caption={t('audit.table.caption')}
            showCaption
            count={t('audit.count', { total: body.meta.total })}
            empty={t('audit.empty')}
            testId="audit-log"
            columns={[
              {
                label: t('audit.table.at'),
                cell: (entry) => <time dateTime={entry.at}>{dateFormat.format(new Date(entry.at))}</time>,
              },
              { label: t('audit.table.actor'), cell: (entry) => entry.actorEmail ?? t('audit.nobody') },
              { label: t('audit.table.action'), cell: (entry) => <code>{entry.action}</code> },
              {
                label: t('audit.table.record'),
                cell: (entry) => (
                  <>
                    {entry.entity}
                    {entry.entityId && <span className="bo-muted"> {entry.entityId}</span>}
                  </>
                ),
              },
              {
                label: t('audit.table.changes'),
                cell: (entry) => (
                  <ul className="bo-changes">
                    {Object.entries(entry.changes).map(([field, [before, after]]) => (
                      <li key={field}>
                        <strong>{field}</strong>: {shown(before)} → {shown(after)}
                      </li>
                    ))}
                  </ul>
                ),
              },
              { label: t('audit.table.ip'), cell: (entry) => entry.ip ?? '–' },
            ]}
            pages={listPages(body.meta, pageLink, {
              previous: t('audit.previous'),
              next: t('audit.next'),
              where: (page, pages) => t('audit.page', { page, pages }),
            })}
          />
        </div>
      )}
    </BackOfficeFrame>
  );
}
