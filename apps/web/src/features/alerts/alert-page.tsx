import { isLanguage, type Language } from '@estate/domain/language';
import { NEWSLETTER_CONSENT } from '@estate/domain/newsletter';
import { decodePathSegment } from '@estate/domain/path-segments';
import { SPECIAL_OFFER_GROUP_TYPES } from '@estate/domain/routes';
import {
  ALERT_FREQUENCIES,
  type AlertFilter,
  alertFilterOf,
  alertListPath,
  matchAlertPage,
} from '@estate/domain/search-alerts';
import { type VoivodeshipKey, voivodeshipName } from '@estate/domain/voivodeships';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { TokenForm } from '@/features/forms/token-form';
import { ApiError, getGroup, listSearchAlerts, searchAlertOfToken } from '@/lib/api/api-client';
import { alertTokenAction, manageAlertAction } from './alert-actions';
import { AlertManageForm } from './alert-manage-form';
import { AlertSignupForm } from './alert-signup-form';
// Loaded by these pages only (as compare.css): no other page carries their styles.
import './alerts.css';

export type AlertPageProps = { params: Promise<{ lang: string; segments: string[] }> };
type Props = AlertPageProps;

/**
 * Search alerts' pages (decision 059): the sign-up for a list (`/alerty/nowy/{list path}`, linked
 * from every filter list), and the mails' links: confirmation and one alert's unsubscribe, each one
 * button, and the manage page of all the address's alerts. Personal pages: never indexed, never in
 * the page cache (server/main.ts), the token never sent on in a Referer.
 */
async function load(params: Props['params'], base: string) {
  const { lang, segments } = await params;
  if (!isLanguage(lang) || base !== (lang === 'en' ? 'alerts' : 'alerty')) notFound();
  // The site's one decoder of path segments: a malformed escape stays as written (a 404), never a throw (a 500).
  const match = matchAlertPage(lang, segments.map(decodePathSegment));
  if (!match) notFound();
  return {
    lang,
    match,
    groupName: match.page === 'new' ? await watchedGroupName(match.alert, lang) : undefined,
  };
}

/**
 * The list an alert watches, as a link: its path (the English one on English pages), or the
 * special-offer group's name, and its set of voivodeships if it has one (the path then names
 * none); the sign-up, the mailed links' pages and the manage page say it alike.
 */
async function WatchedList({
  path,
  groupName,
  voivodeships = [],
  lang,
}: {
  path: string;
  groupName?: string;
  voivodeships?: readonly VoivodeshipKey[];
  lang: Language;
}) {
  const t = await getTranslations({ locale: lang, namespace: 'alerts' });
  const href = alertListPath(path, lang);
  const names = voivodeships.map((key) => voivodeshipName(key, lang)).join(', ');
  // An area drawn on the map is a code in the path: said in words beside it.
  const area = groupName === undefined && alertFilterOf(path)?.state.area !== undefined;
  return (
    <>
      <a href={href}>{groupName === undefined ? href : t('group', { name: groupName })}</a>
      {area && <span className="alert-page__area"> ({t('area')})</span>}
      {names !== '' && <span className="alert-page__voivodeships"> ({t('voivodeships', { names })})</span>}
    </>
  );
}

/**
 * What a confirmation or unsubscribe link's page is about, before its button is pressed: the list
 * and how often (nothing when the API does not know the link: the button then says it is invalid).
 * Reading it changes nothing, so a mail scanner opening the link confirms nothing.
 */
async function AlertOfLink({
  page,
  token,
  lang,
}: {
  page: 'confirm' | 'unsubscribe';
  token: string;
  lang: Language;
}) {
  const t = await getTranslations({ locale: lang, namespace: 'alerts' });
  const alert = await searchAlertOfToken(page, token).catch((error: unknown) => {
    // Only a missing sentence: the button still works, and says what went wrong if anything does.
    console.error('site: alert of a %s link failed', page, error instanceof ApiError ? error.code : error);
    return null;
  });
  if (!alert) return null;
  const groupName = alert.group ? (lang === 'en' ? alert.group.nameEn : alert.group.namePl) : undefined;
  return (
    <p className="alert-page__list">
      {t('new.list')}{' '}
      <WatchedList path={alert.path} groupName={groupName} voivodeships={alert.voivodeships} lang={lang} />{' '}
      <span className="alert-page__frequency">({t(`frequencies.${alert.frequency}`)})</span>
    </p>
  );
}

/**
 * The name of the special-offer group a sign-up watches (undefined for a filter list); a group that
 * is not public, or not of the path's type, has no page, so neither has its alert's sign-up (404).
 */
async function watchedGroupName(alert: AlertFilter, lang: Language): Promise<string | undefined> {
  if (!alert.group) return undefined;
  const group = await getGroup(alert.group.id, lang);
  if (!group || group.type !== SPECIAL_OFFER_GROUP_TYPES[alert.group.type]) notFound();
  return group.name;
}

/** The page's title; personal pages are never indexed, and the token never leaves in a Referer. */
export async function alertMetadata({ params }: Props, base: string): Promise<Metadata> {
  const { lang, match } = await load(params, base);
  const t = await getTranslations({ locale: lang, namespace: 'alerts' });
  return {
    title: t(`${match.page}.title`),
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  };
}

async function ManageList({ lang, token }: { lang: Language; token: string }) {
  const t = await getTranslations({ locale: lang, namespace: 'alerts' });
  let alerts: Awaited<ReturnType<typeof listSearchAlerts>>;
  try {
    alerts = await listSearchAlerts(token);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 410))
      return <p role="status">{t('manage.invalid')}</p>;
    // The API or the network failed: said on the page, which stays usable, rather than an error page.
    console.error('site: alert manage list failed', error instanceof ApiError ? error.code : error);
    return (
      <p role="alert" className="alert-list__error">
        {t('failed')}
      </p>
    );
  }
  const failures = { invalid: t('manage.invalid'), gone: t('manage.gone'), failed: t('failed') };
  if (alerts.length === 0) return <p role="status">{t('manage.empty')}</p>;
  const action = manageAlertAction.bind(null, lang, token);
  return (
    <>
      <ul className="alert-list">
        {alerts.map((alert) => (
          <li key={alert.id} className="alert-list__item" data-alert-status={alert.status}>
            <p className="alert-list__list">
              <WatchedList
                path={alert.path}
                groupName={
                  alert.group ? (lang === 'en' ? alert.group.nameEn : alert.group.namePl) : undefined
                }
                voivodeships={alert.voivodeships}
                lang={lang}
              />{' '}
              <span className="alert-list__status">{t(`status.${alert.status}`)}</span>
            </p>
            <AlertManageForm action={action} className="alert-list__actions" texts={failures}>
              <input type="hidden" name="id" value={alert.id} />
              {/* An alert not yet confirmed can only be deleted: the API changes confirmed ones only. */}
              {alert.status !== 'pending' && (
                <>
                  <label>
                    {t('manage.frequency')}{' '}
                    <select name="frequency" defaultValue={alert.frequency}>
                      {ALERT_FREQUENCIES.map((frequency) => (
                        <option key={frequency} value={frequency}>
                          {t(`frequencies.${frequency}`)}
                        </option>
                      ))}
                    </select>
                  </label>
                  <button type="submit" name="operation" value="frequency" className="button">
                    {t('manage.save')}
                  </button>
                  <button
                    type="submit"
                    name="operation"
                    value={alert.status === 'paused' ? 'resume' : 'pause'}
                    className="button"
                  >
                    {t(alert.status === 'paused' ? 'manage.resume' : 'manage.pause')}
                  </button>
                </>
              )}
              <button type="submit" name="operation" value="delete" className="button">
                {t('manage.delete')}
              </button>
            </AlertManageForm>
          </li>
        ))}
      </ul>
      <AlertManageForm action={action} className="alert-page__all" texts={failures}>
        <button type="submit" name="operation" value="delete-all" className="button">
          {t('manage.deleteAll')}
        </button>
      </AlertManageForm>
    </>
  );
}

/** One alert page; `base` is the folder it was routed through (`alerty` or `alerts`). */
export async function AlertPage({ params, base }: Props & { base: string }) {
  const { lang, match, groupName } = await load(params, base);
  setRequestLocale(lang);
  const t = await getTranslations({ locale: lang, namespace: 'alerts' });
  const tf = await getTranslations({ locale: lang, namespace: 'forms' });
  return (
    <div className="page container alert-page">
      <h1 className="page__title">{t(`${match.page}.title`)}</h1>
      <p className="page__lead">{t(`${match.page}.lead`)}</p>
      {match.page === 'new' && (
        <>
          <p className="alert-page__list">
            {t('new.list')} <WatchedList path={match.alert.path} groupName={groupName} lang={lang} />
          </p>
          <AlertSignupForm
            path={match.alert.path}
            lang={lang}
            texts={{
              email: tf('fields.email'),
              consent: NEWSLETTER_CONSENT[lang],
              requiredNote: tf('requiredNote'),
              frequency: t('new.frequency'),
              frequencies: {
                immediately: t('frequencies.immediately'),
                daily: t('frequencies.daily'),
                weekly: t('frequencies.weekly'),
              },
              submit: t('new.submit'),
              sending: tf('sending'),
              sent: t('new.sent'),
              invalid: t('new.invalid'),
              duplicate: t('new.duplicate'),
            }}
          />
        </>
      )}
      {(match.page === 'confirm' || match.page === 'unsubscribe') && (
        <AlertOfLink page={match.page} token={match.token} lang={lang} />
      )}
      {(match.page === 'confirm' || match.page === 'unsubscribe') && (
        <TokenForm
          action={alertTokenAction.bind(null, match.page, match.token)}
          texts={{
            button: t(`${match.page}.button`),
            working: t('working'),
            done: t(`${match.page}.done`),
            already: match.page === 'confirm' ? t('confirm.already') : undefined,
            invalid: t('invalidLink'),
            failed: t('failed'),
          }}
        />
      )}
      {match.page === 'manage' && <ManageList lang={lang} token={match.token} />}
    </div>
  );
}
