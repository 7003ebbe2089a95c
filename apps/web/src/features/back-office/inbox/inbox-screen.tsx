import {
  inboxAssigneesResponseSchema,
  inboxPageResponseSchema,
  inboxRetentionResponseSchema,
} from '@estate/domain/api/back-office-inbox-responses';
import { backOfficePaths } from '@estate/domain/back-office-paths';
import { CONTACT_FORM_KINDS } from '@estate/domain/contact-forms';
import { INBOX_ASSIGNED_ME, INBOX_ASSIGNED_NOBODY, INBOX_STATUSES } from '@estate/domain/form-inbox';
import type { Language } from '@estate/domain/language';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { requireStaff } from '../auth/staff-session';
import { NumberSettingForm } from '../forms/number-setting-form';
import { choiceFilter, ListScreen } from '../kinds/list-screen';
import { type ListSearchParams, listExportHref, listPages, listQuery } from '../lists/list-query';
import { SavedFiltersSection } from '../lists/saved-filters-section';
import { BackOfficeFrame } from '../shell/back-office-frame';
import { backOfficeLanguage } from '../shell/back-office-language';
import './inbox.css';

const PARAMS = ['q', 'status', 'kind', 'assigned', 'offerId', 'page'] as const;

export async function inboxMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await backOfficeLanguage(), namespace: 'backOffice.inbox' });
  return { title: t('title') };
}

/** Polish wall-clock time, as everywhere in the back office. */
export function inboxDateFormat(lang: Language) {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pl-PL', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Warsaw',
  });
}

/**
 * `/panel/zgloszenia`: the form inbox (issue 18): the five forms' submissions, newest first, by
 * status, form, assignment, offer and sender; 25 a page; the export of what is shown; and how
 * long personal data are kept (admins change it). A GET form and links, without JavaScript.
 */
export async function InboxScreen({ searchParams }: { searchParams: ListSearchParams }) {
  const staff = await requireStaff();
  const lang = await backOfficeLanguage();
  const [t, te] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.inbox' }),
    getTranslations({ locale: lang, namespace: 'errorCodes' }),
  ]);
  const { values, query, pageLink } = listQuery(await searchParams, PARAMS, backOfficePaths.inbox);
  const agent = staff.role === 'agent';
  const [{ status, body }, assignees, retention] = await Promise.all([
    backOfficeGet(`/api/back-office/inbox?${query}`, inboxPageResponseSchema),
    agent
      ? Promise.resolve(null)
      : backOfficeGet('/api/back-office/inbox/assignees', inboxAssigneesResponseSchema),
    backOfficeGet('/api/back-office/inbox/retention', inboxRetentionResponseSchema),
  ]);
  const date = inboxDateFormat(lang);
  // Everyone who can handle submissions, oneself too (marked): "assigned to me" is one click
  // shorter, but a person looks for their own name in a list of names.
  const people = assignees?.body?.data ?? [];

  return (
    <BackOfficeFrame staff={staff} title={t('title')} current="inbox">
      <p>{t('lead')}</p>
      <ListScreen
        path={backOfficePaths.inbox}
        filters={{
          values,
          fields: [
            { name: 'q', label: t('q') },
            choiceFilter('status', t('status'), INBOX_STATUSES, (state) => t(`statuses.${state}`)),
            choiceFilter('kind', t('kind'), CONTACT_FORM_KINDS, (kind) => t(`kinds.${kind}`)),
            {
              name: 'assigned',
              label: t('assigned'),
              options: [
                [INBOX_ASSIGNED_ME, t('assignedMe')],
                [INBOX_ASSIGNED_NOBODY, t('assignedNobody')],
                ...people.map((person): [string, string] => [
                  person.id,
                  person.id === staff.id ? `${person.name} ${t('you')}` : person.name,
                ]),
              ],
            },
            { name: 'offerId', label: t('offerId'), numeric: true },
          ],
          label: t('filters'),
          disclosure: (count) => t('filtersSummary', { count }),
          submit: t('submit'),
          reset: t('reset'),
          any: t('any'),
        }}
        saved={<SavedFiltersSection list="inbox" path={backOfficePaths.inbox} query={query} />}
        failure={
          body
            ? undefined
            : te(status === 400 ? 'bad_request' : status === 403 ? 'forbidden' : 'internal_error')
        }
        panel
        rows={body?.data ?? []}
        keyOf={(item) => String(item.id)}
        rowClass={(item) => (item.status === 'new' ? 'bo-inbox__new' : undefined)}
        caption={t('table.caption')}
        showCaption
        count={t('count', { total: body?.meta.total ?? 0 })}
        exportLink={{
          href: listExportHref('/api/back-office/inbox/export.xlsx', query, lang),
          text: t('exportLink'),
        }}
        empty={t('empty')}
        testId="bo-inbox"
        columns={[
          {
            label: t('detail.about'),
            cell: (item) => (
              <a href={backOfficePaths.submission(item.id)}>{t('table.open', { id: item.id })}</a>
            ),
          },
          {
            label: t('table.sent'),
            cell: (item) => <time dateTime={item.createdAt}>{date.format(new Date(item.createdAt))}</time>,
          },
          { label: t('table.kind'), cell: (item) => t(`kinds.${item.kind}`) },
          {
            label: t('table.sender'),
            className: 'bo-inbox__stack',
            cell: (item) =>
              item.personalDataRemovedAt ? (
                <span className="bo-muted">{t('removed')}</span>
              ) : (
                <>
                  {item.name && <span>{item.name}</span>}
                  {item.email && <span className="bo-muted">{item.email}</span>}
                </>
              ),
          },
          {
            label: t('table.offer'),
            cell: (item) =>
              item.offer ? (
                <span className="bo-inbox__stack">
                  <a href={backOfficePaths.offer(item.offer.id)}>{item.offer.tipi}</a>
                  <span className="bo-muted">{lang === 'en' ? item.offer.titleEn : item.offer.titlePl}</span>
                </span>
              ) : (
                '–'
              ),
          },
          { label: t('table.status'), cell: (item) => t(`statuses.${item.status}`) },
          { label: t('table.assignee'), cell: (item) => item.assignee?.name ?? t('nobody') },
        ]}
        pages={listPages(body?.meta, pageLink, {
          previous: t('previous'),
          next: t('next'),
          where: (page, pages) => t('page', { page, pages }),
        })}
      />
      {retention.status === 200 && retention.body && (
        <section className="bo-panel" aria-labelledby="inbox-retention-title">
          <h2 id="inbox-retention-title">{t('retention.title')}</h2>
          <p>{t('retention.current', { months: retention.body.data.months })}</p>
          {staff.role === 'admin' && (
            <NumberSettingForm
              setting="inboxRetention"
              value={retention.body.data.months}
              min={retention.body.data.min}
              max={retention.body.data.max}
              fallback={retention.body.data.default}
            />
          )}
        </section>
      )}
    </BackOfficeFrame>
  );
}
