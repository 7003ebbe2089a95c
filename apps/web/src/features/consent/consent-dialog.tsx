'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { allChoices, CONSENT_CATEGORIES, type ConsentCategory } from './consent-categories';
import { useConsent } from './consent-context';
import { completeChoices, isTouched } from './consent-dialog-reducer';

function CategoryChoice({ category }: { category: ConsentCategory }) {
  const t = useTranslations('consent');
  const { dialog, dispatch } = useConsent();
  const value = dialog.draft[category];
  const name = `consent-${category}`;
  return (
    <fieldset className="consent__category">
      <legend className="consent__category-name">{t(`categories.${category}.name`)}</legend>
      <p className="consent__category-text">{t(`categories.${category}.description`)}</p>
      <div className="consent__choices">
        <label className="consent__choice">
          <input
            type="radio"
            name={name}
            value="accept"
            checked={value === true}
            onChange={() => dispatch({ type: 'choose', category, value: true })}
          />
          {t('accept')}
        </label>
        <label className="consent__choice">
          <input
            type="radio"
            name={name}
            value="reject"
            checked={value === false}
            onChange={() => dispatch({ type: 'choose', category, value: false })}
          />
          {t('doNotAccept')}
        </label>
      </div>
    </fieldset>
  );
}

/** Accept all, and its opposite: 'decline' in the summary, 'reject all' in the untouched details. */
function AcceptOrRefuseAll({ refuseLabel }: { refuseLabel: string }) {
  const t = useTranslations('consent');
  const { decide } = useConsent();
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => decide(allChoices(true))}>
        {t('acceptAll')}
      </button>
      <button type="button" className="button button--secondary" onClick={() => decide(allChoices(false))}>
        {refuseLabel}
      </button>
    </>
  );
}

/**
 * SPEC §2, §4 cookie dialog, shown while the consent cookie is absent. A non-modal dialog at the
 * bottom of the screen: the page stays usable, nothing is tracked until a choice is made.
 */
export function ConsentDialog({ policyHref }: { policyHref: string }) {
  const t = useTranslations('consent');
  const { dialog, dispatch, decide } = useConsent();
  const heading = useRef<HTMLHeadingElement>(null);
  const touched = isTouched(dialog.draft);
  const complete = completeChoices(dialog.draft);

  // Moving between the views keeps keyboard users at the dialog's start.
  useEffect(() => {
    if (dialog.open && dialog.view === 'details') heading.current?.focus();
  }, [dialog.open, dialog.view]);

  if (!dialog.open) return null;
  return (
    <div className="consent" role="dialog" aria-modal="false" aria-labelledby="consent-title">
      <div className="consent__panel container">
        <h2 id="consent-title" className="consent__title" ref={heading} tabIndex={-1}>
          {t('title')}
        </h2>
        <p className="consent__text">
          {t('text')}{' '}
          <SiteLink href={policyHref} className="consent__policy">
            {t('policyLink')}
          </SiteLink>
        </p>

        {dialog.view === 'details' && (
          <div className="consent__categories">
            {CONSENT_CATEGORIES.map((category) => (
              <CategoryChoice key={category} category={category} />
            ))}
          </div>
        )}

        <div className="consent__actions">
          {dialog.view === 'summary' ? (
            <>
              <AcceptOrRefuseAll refuseLabel={t('decline')} />
              <button
                type="button"
                className="button button--link"
                onClick={() => dispatch({ type: 'showDetails' })}
              >
                {t('details')}
              </button>
            </>
          ) : touched ? (
            <>
              <button
                type="button"
                className="button button--primary"
                disabled={complete === null}
                aria-describedby={complete === null ? 'consent-save-hint' : undefined}
                onClick={() => complete && decide(complete)}
              >
                {t('save')}
              </button>
              {complete === null && (
                <p id="consent-save-hint" className="consent__hint">
                  {t('saveHint')}
                </p>
              )}
            </>
          ) : (
            <AcceptOrRefuseAll refuseLabel={t('rejectAll')} />
          )}
          {dialog.view === 'details' && (
            <button
              type="button"
              className="button button--link"
              onClick={() => dispatch({ type: 'showSummary' })}
            >
              {t('back')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
