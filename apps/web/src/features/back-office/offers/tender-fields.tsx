'use client';

import { isTenderMode } from '@estate/domain/property-types';
import { fromWarsawLocal, toWarsawLocal } from '@estate/domain/warsaw-time';
import { useTranslations } from 'next-intl';
import { BoField } from '../forms/bo-field';
import { amountToGrosze, groszeToAmount } from './offer-form-numbers';
import type { OfferValues } from './offer-values';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** A datetime-local field's Polish wall-clock time as an instant; what is not one is sent as typed. */
function moment(form: FormData, name: string): string | null {
  const typed = text(form, name);
  return typed === '' ? null : (fromWarsawLocal(typed) ?? typed);
}

/** The tender's part of the editor's body (the API keeps it only while the mode is a tender). */
export function tenderBody(form: FormData) {
  return {
    tenderAt: moment(form, 'tenderAt'),
    tenderPlacePl: text(form, 'tenderPlacePl'),
    tenderPlaceEn: text(form, 'tenderPlaceEn'),
    startingPrice: amountToGrosze(text(form, 'startingPrice')),
    deposit: amountToGrosze(text(form, 'deposit')),
    depositDeadline: moment(form, 'depositDeadline'),
    bidIncrement: amountToGrosze(text(form, 'bidIncrement')),
  };
}

const local = (instant: string | null | undefined) => (instant ? toWarsawLocal(new Date(instant)) : '');

/**
 * A written tender's or an oral auction's notice (decision 032). Hidden, not removed, for other
 * modes: switching the mode back and forth loses nothing typed.
 */
export function TenderFields({
  mode,
  initial,
  error,
}: {
  mode: string;
  initial: OfferValues | undefined;
  error: (name: string) => string | undefined;
}) {
  const t = useTranslations('backOffice.editor');
  const tender = isTenderMode(mode);
  return (
    <fieldset className="bo-fieldset" hidden={!tender}>
      <legend>{t('sections.tender')}</legend>
      <p className="bo-field__hint">{t('tender.lead')}</p>
      <div className="bo-grid">
        <BoField
          id="tenderAt"
          type="datetime-local"
          label={`${t('tender.at')} *`}
          defaultValue={local(initial?.tenderAt)}
          error={error('tenderAt')}
        />
        <BoField
          id="depositDeadline"
          type="datetime-local"
          label={`${t('tender.depositDeadline')} *`}
          defaultValue={local(initial?.depositDeadline)}
          error={error('depositDeadline')}
        />
        <BoField
          id="startingPrice"
          label={`${t('tender.startingPrice')} *`}
          inputMode="decimal"
          defaultValue={groszeToAmount(initial?.startingPrice ?? null)}
          error={error('startingPrice')}
        />
        <BoField
          id="deposit"
          label={`${t('tender.deposit')} *`}
          inputMode="decimal"
          defaultValue={groszeToAmount(initial?.deposit ?? null)}
          error={error('deposit')}
        />
        <div hidden={mode !== 'oral_auction'}>
          <BoField
            id="bidIncrement"
            label={`${t('tender.bidIncrement')} *`}
            inputMode="decimal"
            defaultValue={groszeToAmount(initial?.bidIncrement ?? null)}
            error={error('bidIncrement')}
          />
        </div>
      </div>
      <div className="bo-pair">
        <BoField
          id="tenderPlacePl"
          lang="pl"
          label={`${t('tender.place')} (${t('languagePl')}) *`}
          defaultValue={initial?.tenderPlacePl ?? ''}
          error={error('tenderPlacePl')}
        />
        <BoField
          id="tenderPlaceEn"
          lang="en"
          label={`${t('tender.place')} (${t('languageEn')}) *`}
          defaultValue={initial?.tenderPlaceEn ?? ''}
          error={error('tenderPlaceEn')}
        />
      </div>
      <p className="bo-field__hint">{t('tender.regulationsHint')}</p>
    </fieldset>
  );
}
