import type {
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
import type { z } from 'zod';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { BackOfficeFrame } from './back-office-frame';
import { backOfficeLanguage } from './back-office-language';
import { ListPages, type ListSearchParams, listQuery } from './list-query';
import { NumberSettingForm } from './number-setting-form';
import { SavedFiltersSection } from './saved-filters-section';
import { requireStaff } from './staff-session';
import './inbox.css';

type InboxPage = z.infer<typeof inboxPageResponseSchema>;
type Assignees = z.infer<typeof inboxAssigneesResponseSchema>;
type Retention = z.infer<typeof inboxRetentionResponseSchema>;

const PARAMS = ['q', 'status', 'kind', 'assigned', 'offerId', 'page'] as const;

export async function inboxMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await backOfficeLanguage(), namespace: 'backOffice.inbox' });
  return { title: t('title') };
}

/**
 * The export of the inbox (decision 035): the list's filters, every page, headed in the back
 * office's language. The site forwards /api/* to the API with the session cookie.
 */
function inboxExportHref(filters: URLSearchParams, lang: Language): string {
  const query = new URLSearchParams(filters);
  query.delete('page');
  query.set('lang', lang);
  return `/api/back-office/inbox/export.xlsx?${query}`;
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
    backOfficeGet<InboxPage>(`/api/back-office/inbox?${query}`),
    agent ? Promise.resolve(null) : backOfficeGet<Assignees>('/api/back-office/inbox/assignees'),
    backOfficeGet<Retention>('/api/back-office/inbox/retention'),
  ]);
  const date = inboxDateFormat(lang);
  // Everyone who can handle submissions, oneself too (marked): "assigned to me" is one click
  // shorter, but a person looks for their own name in a list of names.
  const people = assignees?.body?.data ?? [];

  return (
    <BackOfficeFrame staff={staff} title={t('title')} current="inbox">
      <p>{t('lead')}</p>
      <form
        className="bo-form bo-form--inline"
        method="get"
        action={backOfficePaths.inbox}
        aria-label={t('filters')}
      >
        <div className="bo-field">
          <label htmlFor="inbox-q">{t('q')}</label>
          <input id="inbox-q" name="q" type="search" defaultValue={values.q} />
        </div>
        <div className="bo-field">
          <label htmlFor="inbox-filter-status">{t('status')}</label>
          <select id="inbox-filter-status" name="status" defaultValue={values.status}>
            <option value="">{t('any')}</option>
            {INBOX_STATUSES.map((state) => (
              <option key={state} value={state}>
                {t(`statuses.${state}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="bo-field">
          <label htmlFor="inbox-filter-kind">{t('kind')}</label>
          <select id="inbox-filter-kind" name="kind" defaultValue={values.kind}>
            <option value="">{t('any')}</option>
            {CONTACT_FORM_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kinds.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="bo-field">
          <label htmlFor="inbox-filter-assigned">{t('assigned')}</label>
          <select id="inbox-filter-assigned" name="assigned" defaultValue={values.assigned}>
            <option value="">{t('any')}</option>
            <option value={INBOX_ASSIGNED_ME}>{t('assignedMe')}</option>
            <option value={INBOX_ASSIGNED_NOBODY}>{t('assignedNobody')}</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.id === staff.id ? `${person.name} ${t('you')}` : person.name}
              </option>
            ))}
          </select>
        </div>
        <div className="bo-field">
          <label htmlFor="inbox-filter-offer">{t('offerId')}</label>
          <input
            id="inbox-filter-offer"
            name="offerId"
            inputMode="numeric"
            pattern="[0-9]*"
            size={8}
            defaultValue={values.offerId}
          />
        </div>
        <button type="submit" className="bo-button">
          {t('submit')}
        </button>
        <a href={backOfficePaths.inbox}>{t('reset')}</a>
      </form>
      <SavedFiltersSection list="inbox" path={backOfficePaths.inbox} query={query} />
      {status !== 200 || !body ? (
        <p role="alert" className="bo-alert">
          {te(status === 400 ? 'bad_request' : status === 403 ? 'forbidden' : 'internal_error')}
        </p>
      ) : (
        <section className="bo-panel bo-panel--wide" aria-label={t('table.caption')}>
          <p role="status">{t('count', { total: body.meta.total })}</p>
          {body.data.length > 0 && (
            <p className="bo-links">
              {/* The list's filters go with it: the export holds every page of what is shown. */}
              <a className="bo-button bo-button--secondary" href={inboxExportHref(query, lang)} download>
                {t('exportLink')}
              </a>
            </p>
          )}
          {body.data.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <div className="bo-table-wrap">
              <table className="bo-table" data-testid="bo-inbox">
                <caption>{t('table.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('detail.about')}</th>
                    <th scope="col">{t('table.sent')}</th>
                    <th scope="col">{t('table.kind')}</th>
                    <th scope="col">{t('table.sender')}</th>
                    <th scope="col">{t('table.offer')}</th>
                    <th scope="col">{t('table.status')}</th>
                    <th scope="col">{t('table.assignee')}</th>
                  </tr>
                </thead>
                <tbody>
                  {body.data.map((item) => (
                    <tr key={item.id} className={item.status === 'new' ? 'bo-inbox__new' : undefined}>
                      <th scope="row" data-label={t('detail.about')}>
                        <a href={backOfficePaths.submission(item.id)}>{t('table.open', { id: item.id })}</a>
                      </th>
                      <td data-label={t('table.sent')}>
                        <time dateTime={item.createdAt}>{date.format(new Date(item.createdAt))}</time>
                      </td>
                      <td data-label={t('table.kind')}>{t(`kinds.${item.kind}`)}</td>
                      <td className="bo-inbox__stack" data-label={t('table.sender')}>
                        {item.personalDataRemovedAt ? (
                          <span className="bo-muted">{t('removed')}</span>
                        ) : (
                          <>
                            {item.name && <span>{item.name}</span>}
                            {item.email && <span className="bo-muted">{item.email}</span>}
                          </>
                        )}
                      </td>
                      <td data-label={t('table.offer')}>
                        {item.offer ? (
                          <span className="bo-inbox__stack">
                            <a href={backOfficePaths.offer(item.offer.id)}>{item.offer.tipi}</a>
                            <span className="bo-muted">
                              {lang === 'en' ? item.offer.titleEn : item.offer.titlePl}
                            </span>
                          </span>
                        ) : (
                          '–'
                        )}
                      </td>
                      <td data-label={t('table.status')}>{t(`statuses.${item.status}`)}</td>
                      <td data-label={t('table.assignee')}>{item.assignee?.name ?? t('nobody')}</td>
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
              previous: t('previous'),
              next: t('next'),
              where: t('page', { page: body.meta.page, pages: body.meta.pages }),
            }}
          />
        </section>
      )}
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
