import { CONTACT_CONSENT } from '@estate/domain/contact-forms';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getChunks } from '@/features/content/chunks';
import { salesContacts, telHref } from '@/features/content/sales-contacts';
import { ContactForm } from '@/features/forms/contact-form';
import { ClientMessagesScope } from '@/i18n/client-messages-scope';
import { resolveRoute } from '@/lib/routing/resolve-route';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ lang: string }> };

export async function contactMetadata({ params }: Props): Promise<Metadata> {
  const route = resolveRoute((await params).lang, ['kontakt'], ['kontakt']);
  const t = await getTranslations({ locale: route.lang, namespace: 'screens' });
  return pageMetadata({
    lang: route.lang,
    pathname: route.pathname,
    title: t('kontakt.title'),
    description: t('kontakt.description'),
  });
}

/** SPEC §2 Contact: the sales department's details (the footer's chunks) and the contact form. */
export async function ContactPage({ params }: Props) {
  const { lang } = resolveRoute((await params).lang, ['kontakt'], ['kontakt']);
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
          <ClientMessagesScope scopes={['contactForm']}>
            <ContactForm
              kind="contact"
              headingId="contact-form-heading"
              legend={forms('contact.heading')}
              consentText={CONTACT_CONSENT[lang]}
            />
          </ClientMessagesScope>
        </section>
      </div>
    </div>
  );
}
