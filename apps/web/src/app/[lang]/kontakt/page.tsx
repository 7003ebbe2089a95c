import { CONTACT_CONSENT } from '@estate/domain/contact-forms';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContactForm } from '@/components/forms/contact-form';
import { getChunks } from '@/lib/content/chunks';
import { salesContacts, telHref } from '@/lib/content/sales-contacts';
import { resolveRoute } from '@/lib/routing/resolve-route';
import { type ScreenDefinition, type ScreenPageProps, screenMetadata } from '@/lib/routing/screen-page';

const definition: ScreenDefinition = { names: ['kontakt'], segments: () => ['kontakt'] };

export function generateMetadata({ params }: ScreenPageProps) {
  return screenMetadata(definition, params);
}

/** SPEC §2 Contact: the sales department's details (the footer's chunks) and the contact form. */
export default async function ContactPage({ params }: ScreenPageProps) {
  const { lang } = resolveRoute(String((await params).lang), ['kontakt'], ['kontakt']);
  setRequestLocale(lang);
  const [screens, footer, forms, chunks] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'screens' }),
    getTranslations({ locale: lang, namespace: 'footer' }),
    getTranslations({ locale: lang, namespace: 'forms' }),
    getChunks(),
  ]);
  const sales = salesContacts(chunks, lang);

  return (
    <div className="page container contact-page">
      <h1 className="page__title">{screens('kontakt.title')}</h1>
      <p className="page__lead">{screens('kontakt.description')}</p>
      <div className="contact-page__layout">
        <section className="contact-page__sales" aria-labelledby="contact-sales-heading">
          <h2 id="contact-sales-heading">{forms('contact.salesHeading')}</h2>
          <dl className="contact-page__details">
            <div>
              <dt>{forms('contact.hours')}</dt>
              <dd>{sales.hours || footer('salesHours')}</dd>
            </div>
            {sales.freeLine && (
              <div>
                <dt>{footer('freeLine')}</dt>
                <dd>
                  <a href={telHref(sales.freeLine)}>{sales.freeLine}</a>
                </dd>
              </div>
            )}
            {sales.paidLine && (
              <div>
                <dt>{footer('paidLine')}</dt>
                <dd>
                  <a href={telHref(sales.paidLine)}>{sales.paidLine}</a>
                </dd>
              </div>
            )}
            {sales.email && (
              <div>
                <dt>{footer('email')}</dt>
                <dd>
                  <a href={`mailto:${sales.email}`}>{sales.email}</a>
                </dd>
              </div>
            )}
          </dl>
        </section>
        <section className="contact-page__form" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">{forms('contact.heading')}</h2>
          <p>{forms('contact.lead')}</p>
          <ContactForm
            kind="contact"
            headingId="contact-form-heading"
            legend={forms('contact.heading')}
            consentText={CONTACT_CONSENT[lang]}
          />
        </section>
      </div>
    </div>
  );
}
