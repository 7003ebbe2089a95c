import type {
  digestPreviewResponseSchema,
  digestSettingsResponseSchema,
  subscriberPageResponseSchema,
} from '@estate/domain/api/back-office-newsletter-responses';
import { backOfficePaths } from '@estate/domain/back-office-paths';
import { LANGUAGES, type Language } from '@estate/domain/language';
import { formatPrice } from '@estate/domain/money';
import { DIGEST_FREQUENCIES } from '@estate/domain/newsletter-digest';
import { SUBSCRIBER_AGENT_FILTERS, SUBSCRIBER_STATUSES } from '@estate/domain/newsletter-subscribers';
import { VOIVODESHIPS, voivodeshipByCode } from '@estate/domain/voivodeships';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { z } from 'zod';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { BackOfficeFrame } from './back-office-frame';
import { backOfficeLanguage } from './back-office-language';
import { ListPages, type ListSearchParams, listQuery } from './list-query';
import { DigestFrequencyForm, DigestTestButton, SubscriberRemoval } from './newsletter-forms';
import { requireStaff } from './staff-session';

type SubscriberPage = z.infer<typeof subscriberPageResponseSchema>;
type DigestSettings = z.infer<typeof digestSettingsResponseSchema>;
type DigestPreview = z.infer<typeof digestPreviewResponseSchema>;

/** The subscribers list's filters, as the API takes them. */
const FILTERS = ['q', 'status', 'voivodeship', 'agent', 'page'] as const;

export async function newsletterMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await backOfficeLanguage(), namespace: 'backOffice.newsletter' });
  return { title: t('title') };
}

const nameIn = (item: { namePl: string; nameEn: string }, lang: Language) =>
  lang === 'en' ? item.nameEn : item.namePl;

/** Where the export of the list as shown (its filters, every page) is downloaded. */
function exportHref(query: URLSearchParams, lang: Language): string {
  const params = new URLSearchParams(query);
  params.delete('page');
  params.set('lang', lang);
  return `/api/back-office/newsletter/subscribers/export.xlsx?${params}`;
}

/**
 * `/panel/newsletter` (issue 18, decision 036), for editors and admins: the digest (how often it
 * goes out, admins change it; a preview of a language's digest now and a test mailed to oneself)
 * and the subscribers (filters, pages, consent, the XLSX export, removal on request). GET forms
 * and links work without JavaScript; the writes are small client forms.
 */
export async function NewsletterScreen({ searchParams }: { searchParams: ListSearchParams }) {
  const staff = await requireStaff();
  const lang = await backOfficeLanguage();
  const [t, tl, te] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice.newsletter' }),
    getTranslations({ locale: lang, namespace: 'backOffice.languages' }),
    getTranslations({ locale: lang, namespace: 'errorCodes' }),
  ]);
  const params = await searchParams;
  const { values, query, pageLink } = listQuery(params, FILTERS, backOfficePaths.newsletter);
  const asked = typeof params.previewLang === 'string' ? params.previewLang : '';
  const previewLang: Language = (LANGUAGES as readonly string[]).includes(asked) ? (asked as Language) : lang;
  const [subscribers, settings, preview] = await Promise.all([
    backOfficeGet<SubscriberPage>(`/api/back-office/newsletter/subscribers?${query}`),
    backOfficeGet<DigestSettings>('/api/back-office/newsletter/digest'),
    backOfficeGet<DigestPreview>(`/api/back-office/newsletter/digest/preview?lang=${previewLang}`),
  ]);
  const dateTime = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pl-PL', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Warsaw',
  });
  const when = (at: string | null) => (at ? dateTime.format(new Date(at)) : t('digest.never'));

  if (subscribers.status !== 200 || !subscribers.body || !settings.body) {
    return (
      <BackOfficeFrame staff={staff} title={t('title')} current="newsletter">
        <p role="alert" className="bo-alert">
          {te(
            subscribers.status === 403
              ? 'forbidden'
              : subscribers.status === 400
                ? 'bad_request'
                : 'internal_error',
          )}
        </p>
      </BackOfficeFrame>
    );
  }
  const digest = settings.body.data;
  const page = subscribers.body;

  return (
    <BackOfficeFrame staff={staff} title={t('title')} current="newsletter">
      <p>{t('lead')}</p>
      <div className="bo-stack">
        <section className="bo-panel" aria-labelledby="digest-title">
          <h2 id="digest-title">{t('digest.title')}</h2>
          <p>{t('digest.lead')}</p>
          {staff.role === 'admin' ? (
            <DigestFrequencyForm
              initial={digest.frequency}
              options={DIGEST_FREQUENCIES.map((frequency) => [
                frequency,
                t(`digest.frequencies.${frequency}`),
              ])}
            />
          ) : (
            <p>{t('digest.frequencyIs', { frequency: t(`digest.frequencies.${digest.frequency}`) })}</p>
          )}
          <p data-testid="digest-schedule">
            {t('digest.nextRun', { at: when(digest.nextRunAt) })}{' '}
            {t('digest.lastRun', { at: when(digest.lastRunAt) })}
          </p>
          {digest.lastError && (
            <p role="alert" className="bo-alert">
              {t('digest.lastError', { error: digest.lastError })}
            </p>
          )}
        </section>

        <section className="bo-panel bo-panel--wide" aria-labelledby="preview-title">
          <h2 id="preview-title">{t('preview.title')}</h2>
          <p>{t('preview.lead')}</p>
          <form
            className="bo-form bo-form--inline"
            method="get"
            action={backOfficePaths.newsletter}
            aria-label={t('preview.title')}
          >
            {FILTERS.filter((name) => values[name] !== '').map((name) => (
              <input key={name} type="hidden" name={name} value={values[name]} />
            ))}
            <div className="bo-field">
              <label htmlFor="preview-lang">{t('preview.language')}</label>
              <select id="preview-lang" name="previewLang" defaultValue={previewLang}>
                {LANGUAGES.map((code) => (
                  <option key={code} value={code}>
                    {tl(code)}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="bo-button">
              {t('preview.show')}
            </button>
          </form>
          {preview.status !== 200 || !preview.body ? (
            <p role="alert" className="bo-alert">
              {te('internal_error')}
            </p>
          ) : (
            <DigestPreviewView preview={preview.body.data} lang={lang} />
          )}
          <DigestTestButton
            lang={previewLang}
            disabled={!preview.body || preview.body.data.totalOffers === 0}
          />
        </section>

        <section className="bo-panel bo-panel--wide" aria-labelledby="subscribers-title">
          <h2 id="subscribers-title">{t('subscribers.title')}</h2>
          <p className="bo-links">
            {/* The list's filters go with it: the export holds every page of what is shown. */}
            <a className="bo-button bo-button--secondary" href={exportHref(query, lang)} download>
              {t('subscribers.export')}
            </a>
          </p>
          <form
            className="bo-form bo-form--inline"
            method="get"
            action={backOfficePaths.newsletter}
            aria-label={t('subscribers.filters')}
          >
            <div className="bo-field">
              <label htmlFor="subscribers-q">{t('subscribers.q')}</label>
              <input id="subscribers-q" name="q" type="search" defaultValue={values.q} />
            </div>
            <Select
              id="subscribers-status"
              name="status"
              label={t('subscribers.status')}
              any={t('subscribers.any')}
              value={values.status}
              options={SUBSCRIBER_STATUSES.map((status) => [status, t(`subscribers.statuses.${status}`)])}
            />
            <Select
              id="subscribers-voivodeship"
              name="voivodeship"
              label={t('subscribers.voivodeship')}
              any={t('subscribers.any')}
              value={values.voivodeship}
              options={VOIVODESHIPS.map((v) => [String(v.code), nameIn(v, lang)])}
            />
            <Select
              id="subscribers-agent"
              name="agent"
              label={t('subscribers.agent')}
              any={t('subscribers.any')}
              value={values.agent}
              options={SUBSCRIBER_AGENT_FILTERS.map((answer) => [answer, t(`subscribers.${answer}`)])}
            />
            <input type="hidden" name="previewLang" value={previewLang} />
            <button type="submit" className="bo-button">
              {t('subscribers.submit')}
            </button>
            <a href={backOfficePaths.newsletter}>{t('subscribers.reset')}</a>
          </form>
          <p role="status">{t('subscribers.count', { total: page.meta.total })}</p>
          {page.data.length === 0 ? (
            <p>{t('subscribers.empty')}</p>
          ) : (
            <div className="bo-table-wrap">
              <table className="bo-table" data-testid="bo-subscribers">
                <caption>{t('subscribers.table.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('subscribers.table.email')}</th>
                    <th scope="col">{t('subscribers.table.status')}</th>
                    <th scope="col">{t('subscribers.table.voivodeships')}</th>
                    <th scope="col">{t('subscribers.table.agent')}</th>
                    <th scope="col">{t('subscribers.table.lang')}</th>
                    <th scope="col">{t('subscribers.table.consent')}</th>
                    <th scope="col">{t('subscribers.table.lastDigest')}</th>
                    <th scope="col">{t('subscribers.table.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {page.data.map((subscriber) => (
                    <tr key={subscriber.id}>
                      <th scope="row" data-label={t('subscribers.table.email')}>
                        {subscriber.email}
                      </th>
                      <td data-label={t('subscribers.table.status')}>
                        {t(`subscribers.statuses.${subscriber.status}`)}
                      </td>
                      <td data-label={t('subscribers.table.voivodeships')}>
                        {subscriber.voivodeships.length === 0
                          ? t('subscribers.allVoivodeships')
                          : subscriber.voivodeships
                              .map((code) => voivodeshipByCode(code))
                              .map((v) => (v ? nameIn(v, lang) : ''))
                              .filter(Boolean)
                              .join(', ')}
                      </td>
                      <td data-label={t('subscribers.table.agent')}>
                        {subscriber.isAgent ? t('subscribers.yes') : t('subscribers.no')}
                      </td>
                      <td data-label={t('subscribers.table.lang')}>{tl(subscriber.lang)}</td>
                      <td data-label={t('subscribers.table.consent')}>
                        <details>
                          <summary>
                            <time dateTime={subscriber.consent.at}>{when(subscriber.consent.at)}</time>
                          </summary>
                          <p lang={subscriber.lang}>{subscriber.consent.text}</p>
                          <p className="bo-muted">
                            {t('subscribers.consentVersion', { version: subscriber.consent.version })}
                          </p>
                        </details>
                      </td>
                      <td data-label={t('subscribers.table.lastDigest')}>
                        {subscriber.lastDigestAt ? when(subscriber.lastDigestAt) : '–'}
                      </td>
                      <td data-label={t('subscribers.table.actions')}>
                        <SubscriberRemoval id={subscriber.id} email={subscriber.email} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <ListPages
            page={page.meta.page}
            pages={page.meta.pages}
            link={pageLink}
            labels={{
              previous: t('subscribers.previous'),
              next: t('subscribers.next'),
              where: t('subscribers.page', { page: page.meta.page, pages: page.meta.pages }),
            }}
          />
        </section>
      </div>
    </BackOfficeFrame>
  );
}

/** What the digest of a language would hold now: subject, window, offers, special offers, text. */
async function DigestPreviewView({ preview, lang }: { preview: DigestPreview['data']; lang: Language }) {
  const t = await getTranslations({ locale: lang, namespace: 'backOffice.newsletter' });
  const dateTime = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pl-PL', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Warsaw',
  });
  const when = (at: string) => dateTime.format(new Date(at));
  if (preview.totalOffers === 0) return <p data-testid="digest-preview">{t('preview.empty')}</p>;
  return (
    <div data-testid="digest-preview">
      <p>
        {t('preview.subject')} <strong lang={preview.lang}>{preview.subject}</strong>
      </p>
      <p>{t('preview.window', { since: when(preview.since), until: when(preview.until) })}</p>
      <ul lang={preview.lang}>
        {preview.offers.map((offer) => (
          <li key={offer.id}>
            <a href={offer.url}>{offer.title}</a> <code>{offer.tipi}</code> {offer.town}
            {offer.price !== null && `, ${formatPrice(offer.price, preview.lang)}`}
            {offer.reason === 'repriced' && ` (${t('preview.repriced')})`}
          </li>
        ))}
      </ul>
      {preview.totalOffers > preview.offers.length && (
        <p>{t('preview.more', { count: preview.totalOffers - preview.offers.length })}</p>
      )}
      {preview.specialOffers.length > 0 && (
        <>
          <h3>{t('preview.specialOffers')}</h3>
          <ul lang={preview.lang}>
            {preview.specialOffers.map((group) => (
              <li key={group.id}>
                <a href={group.url}>{group.name}</a>
              </li>
            ))}
          </ul>
        </>
      )}
      <details>
        <summary>{t('preview.text')}</summary>
        <pre className="bo-mail-text" lang={preview.lang}>
          {preview.text}
        </pre>
      </details>
    </div>
  );
}

/** One of the list's select filters; `any` is the "whatever" choice, sent as nothing. */
function Select({
  id,
  name,
  label,
  any,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  any: string;
  value: string;
  options: [string, string][];
}) {
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value}>
        <option value="">{any}</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
