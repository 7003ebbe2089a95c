import { CONTACT_CONSENT } from '@estate/domain/contact-forms';
import type { Language } from '@estate/domain/language';
import type { OfferFilterBody } from '@estate/domain/offer-filters';
import { getTranslations } from 'next-intl/server';
import { ClientMessagesScope } from '@/i18n/client-messages-scope';
import { askRequestCriteria } from './ask-request-criteria';
import { ContactForm } from './contact-form';

/**
 * The property search request (ask-reqest) where a visitor has just found nothing: under an empty
 * list, with the list's criteria sent along (decision 014).
 */
export async function AskRequestSection({ lang, filter }: { lang: Language; filter: OfferFilterBody }) {
  const t = await getTranslations({ locale: lang, namespace: 'forms' });
  const { fixed, summary } = askRequestCriteria(filter, lang);
  return (
    <section className="page__section ask-request" aria-labelledby="ask-request-heading">
      <h2 id="ask-request-heading">{t('askRequest.heading')}</h2>
      <p>{t('askRequest.lead')}</p>
      {summary && <p className="ask-request__criteria">{t('askRequest.criteria', { criteria: summary })}</p>}
      <ClientMessagesScope scopes={['contactForm']}>
        <ContactForm
          kind="ask-reqest"
          headingId="ask-request-heading"
          legend={t('askRequest.heading')}
          fixed={fixed}
          consentText={CONTACT_CONSENT[lang]}
        />
      </ClientMessagesScope>
    </section>
  );
}
