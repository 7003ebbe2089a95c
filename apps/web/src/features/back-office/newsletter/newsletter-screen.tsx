import {
  digestPreviewResponseSchema,
  digestSettingsResponseSchema,
  subscriberPageResponseSchema,
} from '@estate/domain/api/back-office-newsletter-responses';
import { backOfficePaths } from '@estate/domain/back-office-paths';
import { isLanguage, LANGUAGES, type Language } from '@estate/domain/language';
import { formatPrice } from '@estate/domain/money';
import { DIGEST_FREQUENCIES } from '@estate/domain/newsletter-digest';
import { SUBSCRIBER_AGENT_FILTERS, SUBSCRIBER_STATUSES } from '@estate/domain/newsletter-subscribers';
import { VOIVODESHIPS, voivodeshipByCode } from '@estate/domain/voivodeships';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { z } from 'zod';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { requireStaff } from '../auth/staff-session';
import { choiceFilter, FilterForm, ListScreen } from '../kinds/list-screen';
import { type ListSearchParams, listExportHref, listPages, listQuery } from '../lists/list-query';
import { BackOfficeFrame } from '../shell/back-office-frame';
import { backOfficeLanguage } from '../shell/back-office-language';
import { DigestFrequencyForm, DigestTestButton, SubscriberRemoval } from './newsletter-forms';

type DigestPreview = z.infer<typeof digestPreviewResponseSchema>;

/** The subscribers list's filters, as the API takes them. */
const FILTERS = ['q', 'status', 'voivodeship', 'agent', 'page'] as const;

export async function newsletterMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await backOfficeLanguage(), namespace: 'backOffice.newsletter' });
  return { title: t('title') };
}

const nameIn = (item: { namePl: string; nameEn: string }, lang: Language) =>
  lang === 'en' ? item.nameEn : item.namePl;

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
  const previewLang: Language = isLanguage(asked) ? asked : lang;
  const [subscribers, settings, preview] = await Promise.all([
    backOfficeGet(`/api/back-office/newsletter/subscribers?${query}`, subscriberPageResponseSchema),
    backOfficeGet('/api/back-office/newsletter/digest', digestSettingsResponseSchema),
    backOfficeGet(
      `/api/back-office/newsletter/digest/preview?lang=${previewLang}`,
      digestPreviewResponseSchema,
    ),
  ]);
  const dateTime = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pl-PL', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Warsaw',
  });
  const name = (item: { namePl: string; nameEn: string }) => nameIn(item, lang);
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
          <FilterForm
            path={backOfficePaths.newsletter}
            label={t('preview.title')}
            submit={t('preview.show')}
            fields={[choiceFilter('previewLang', t('preview.language'), LANGUAGES, (code) => tl(code))]}
            values={{ previewLang }}
            // The subscribers' filters stay as they are while another digest is previewed.
            hidden={Object.fromEntries(
              FILTERS.flatMap((name) => (values[name] ? [[name, values[name]]] : [])),
            )}
          />
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
          <ListScreen
            path={backOfficePaths.newsletter}
            filters={{
              values,
              fields: [
                { name: 'q', label: t('subscribers.q') },
                choiceFilter('status', t('subscribers.status'), SUBSCRIBER_STATUSES, (status) =>
                  t(`subscribers.statuses.${status}`),
                ),
                choiceFilter('voivodeship', t('subscribers.voivodeship'), VOIVODESHIPS, name, (v) => v.code),
                choiceFilter('agent', t('subscribers.agent'), SUBSCRIBER_AGENT_FILTERS, (answer) =>
                  t(`subscribers.${answer}`),
                ),
              ],
              label: t('subscribers.filters'),
              submit: t('subscribers.submit'),
              reset: t('subscribers.reset'),
              any: t('subscribers.any'),
              hidden: { previewLang },
            }}
            rows={page.data}
            keyOf={(subscriber) => String(subscriber.id)}
            caption={t('subscribers.table.caption')}
            showCaption
            count={t('subscribers.count', { total: page.meta.total })}
            exportLink={{
              href: listExportHref('/api/back-office/newsletter/subscribers/export.xlsx', query, lang),
              text: t('subscribers.export'),
            }}
            empty={t('subscribers.empty')}
            testId="bo-subscribers"
            columns={[
              { label: t('subscribers.table.email'), cell: (subscriber) => subscriber.email },
              {
                label: t('subscribers.table.status'),
                cell: (subscriber) => t(`subscribers.statuses.${subscriber.status}`),
              },
              {
                label: t('subscribers.table.voivodeships'),
                cell: (subscriber) =>
                  subscriber.voivodeships.length === 0
                    ? t('subscribers.allVoivodeships')
                    : subscriber.voivodeships
                        .map((code) => voivodeshipByCode(code))
                        .map((v) => (v ? nameIn(v, lang) : ''))
                        .filter(Boolean)
                        .join(', '),
              },
              {
                label: t('subscribers.table.agent'),
                cell: (subscriber) => (subscriber.isAgent ? t('subscribers.yes') : t('subscribers.no')),
              },
              { label: t('subscribers.table.lang'), cell: (subscriber) => tl(subscriber.lang) },
              {
                label: t('subscribers.table.consent'),
                cell: (subscriber) => (
                  <details>
                    <summary>
                      <time dateTime={subscriber.consent.at}>{when(subscriber.consent.at)}</time>
                    </summary>
                    <p lang={subscriber.lang}>{subscriber.consent.text}</p>
                    <p className="bo-muted">
                      {t('subscribers.consentVersion', { version: subscriber.consent.version })}
                    </p>
                  </details>
                ),
              },
              {
                label: t('subscribers.table.lastDigest'),
                cell: (subscriber) => (subscriber.lastDigestAt ? when(subscriber.lastDigestAt) : '–'),
              },
              {
                label: t('subscribers.table.actions'),
                cell: (subscriber) => <SubscriberRemoval id={subscriber.id} email={subscriber.email} />,
              },
            ]}
            pages={listPages(page.meta, pageLink, {
              previous: t('subscribers.previous'),
              next: t('subscribers.next'),
              where: (number, pages) => t('subscribers.page', { page: number, pages }),
            })}
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
