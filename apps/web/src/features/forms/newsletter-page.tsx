import { isLanguage } from '@estate/domain/language';
import { matchNewsletterPage, newsletterPagePath } from '@estate/domain/newsletter-pages';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContactForm } from '@/features/forms/contact-form';
import { newsletterTokenAction } from '@/features/forms/newsletter-actions';
import { TokenForm } from '@/features/forms/token-form';
import { ClientMessagesScope } from '@/i18n/client-messages-scope';

type Props = { params: Promise<{ lang: string; segments: string[] }> };

/**
 * The newsletter's pages (decision 008, 014): the confirmation and unsubscribe links of its mails,
 * each a page with one button, and the unsubscribe-by-address form. The folder sits beside the
 * content pages' catch-all and is more specific, so `/newsletter/...` never reaches `[...rest]`.
 */
async function load(params: Props['params']) {
  const { lang, segments } = await params;
  if (!isLanguage(lang)) notFound();
  const match = matchNewsletterPage(lang, segments);
  if (!match) notFound();
  return { lang, ...match };
}

export async function newsletterMetadata({ params }: Props): Promise<Metadata> {
  const { lang, page, token } = await load(params);
  const t = await getTranslations({ locale: lang, namespace: 'forms' });
  const title = !token
    ? t('unsubscribe.title')
    : t(page === 'confirm' ? 'confirmPage.title' : 'unsubscribePage.title');
  return {
    title,
    description: token ? undefined : t('unsubscribe.description'),
    // Personal links and a form: nothing for search engines; the token never leaves in a Referer.
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  };
}

export async function NewsletterPage({ params }: Props) {
  const { lang, page, token } = await load(params);
  setRequestLocale(lang);
  const t = await getTranslations({ locale: lang, namespace: 'forms' });
  const unsubscribeFormHref = newsletterPagePath('unsubscribe', lang);

  if (!token) {
    return (
      <div className="page container newsletter-page">
        <h1 className="page__title" id="unsubscribe-heading">
          {t('unsubscribe.title')}
        </h1>
        <p className="page__lead">{t('unsubscribe.lead')}</p>
        <ClientMessagesScope scopes={['contactForm']}>
          <ContactForm
            kind="unsubscribe"
            headingId="unsubscribe-heading"
            legend={t('unsubscribe.title')}
            submitLabel={t('unsubscribe.submit')}
            doneText={t('unsubscribe.done')}
          />
        </ClientMessagesScope>
      </div>
    );
  }

  const texts = page === 'confirm' ? 'confirmPage' : 'unsubscribePage';
  return (
    <div className="page container newsletter-page">
      <h1 className="page__title">{t(`${texts}.title`)}</h1>
      <p className="page__lead">{t(`${texts}.lead`)}</p>
      <TokenForm
        action={newsletterTokenAction.bind(null, page, token)}
        texts={
          page === 'confirm'
            ? {
                button: t('confirmPage.button'),
                working: t('working'),
                done: t('confirmPage.confirmed'),
                already: t('confirmPage.alreadyConfirmed'),
                invalid: t('confirmPage.invalid'),
                failed: t('tokenFailed'),
              }
            : {
                button: t('unsubscribePage.button'),
                working: t('working'),
                done: t('unsubscribePage.unsubscribed'),
                invalid: t('unsubscribePage.invalid'),
                failed: t('tokenFailed'),
                // A link that no longer works: ask for a new one by address.
                newLink: { href: unsubscribeFormHref, text: t('unsubscribePage.newLink') },
              }
        }
      />
    </div>
  );
}
