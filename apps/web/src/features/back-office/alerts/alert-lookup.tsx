'use client';

import { backOfficePaths } from '@estate/domain/back-office-paths';
import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { InlineFieldForm } from '../forms/inline-field-form';
import { errorProps } from '../kinds/fields/field-error';
import { AlertErasure } from './alert-erasure';
import { alertLookupAction, type AlertLookup as Lookup } from './alert-lookup-action';

/**
 * The erasure screen's search for an address's alerts (decision 059): a form posting to a server
 * action, so the address never stands in the page's URL (history, logs), working without
 * JavaScript; the alerts found below it, with their erasure. The screen's own path is the action's
 * permalink, so the form is rendered with `action="/panel/alerty"`, where a post made before the
 * script loads (or without it) lands and is answered with the same state; without one React
 * writes `action=""`, which HTML does not allow (the Nu HTML Checker's "Bad value"; decision 026).
 */
export function AlertLookup({ screen, lang }: { screen: string; lang: string }) {
  const t = useTranslations('backOffice.searchAlerts');
  const te = useTranslations('errorCodes');
  const [lookup, formAction, pending] = useActionState<Lookup | null, FormData>(
    alertLookupAction,
    null,
    backOfficePaths.searchAlerts,
  );
  const invalid = lookup?.outcome === 'invalid';
  const date = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pl-PL', {
    dateStyle: 'short',
    timeZone: 'Europe/Warsaw',
  });
  return (
    <>
      <InlineFieldForm
        id="alert-address"
        label={t('address.email')}
        error={invalid ? t('address.invalid') : undefined}
        submit={t('address.find')}
        busy={pending}
        action={formAction}
        aria-label={t('address.title')}
      >
        <input
          id="alert-address"
          name="email"
          type="email"
          autoComplete="off"
          required
          defaultValue={lookup?.email ?? ''}
          {...errorProps('alert-address', invalid ? 'invalid' : undefined)}
        />
      </InlineFieldForm>
      {(lookup?.outcome === 'failed' || lookup?.outcome === 'forbidden') && (
        <p role="alert" className="bo-alert">
          {te(lookup.outcome === 'forbidden' ? 'forbidden' : 'internal_error')}
        </p>
      )}
      {lookup?.outcome === 'found' &&
        (lookup.alerts.length === 0 ? (
          <p role="status">{t('address.empty')}</p>
        ) : (
          <>
            <div className="bo-table-wrap">
              <table className="bo-table" data-testid="bo-address-alerts">
                <caption>{t('address.caption', { email: lookup.email })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('address.list')}</th>
                    <th scope="col">{t('address.frequency')}</th>
                    <th scope="col">{t('address.status')}</th>
                    <th scope="col">{t('address.created')}</th>
                  </tr>
                </thead>
                <tbody>
                  {lookup.alerts.map((alert) => (
                    <tr key={alert.id}>
                      <th scope="row" data-label={t('address.list')}>
                        {alert.list}
                      </th>
                      <td data-label={t('address.frequency')}>{t(`frequencies.${alert.frequency}`)}</td>
                      <td data-label={t('address.status')}>{t(`statuses.${alert.status}`)}</td>
                      <td data-label={t('address.created')}>{date.format(new Date(alert.createdAt))}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <AlertErasure key={lookup.email} email={lookup.email} screen={screen} />
          </>
        ))}
    </>
  );
}
