import { COPYRIGHT_YEAR } from '@estate/domain/constants';
import type { Language } from '@estate/domain/language';
import { NEWSLETTER_CONSENT } from '@estate/domain/newsletter';
import { routePath, staticPagePath } from '@estate/domain/routes';
import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/components/ui/site-link';
import { CookieSettingsButton } from '@/features/consent/cookie-settings-button';
import { type Chunk, chunkContent } from '@/features/content/chunks';
import { salesContacts, telHref } from '@/features/content/sales-contacts';
import { NewsletterFormStatic } from '@/features/forms/newsletter-form-static';
import { newsletterTexts } from '@/features/forms/newsletter-form-view';
import { NewsletterIsland } from '@/features/forms/newsletter-island';
import { sanitizeRichHtml } from '@/lib/html/sanitize-html';
import { FOOTER_ID } from './scroll-top-button';
import { SiteLogo } from './site-logo';

/** SPEC §2 Footer. Contact texts come from content chunks; a missing chunk leaves its line out. */
export async function SiteFooter({ lang, chunks }: { lang: Language; chunks: readonly Chunk[] }) {
  const t = await getTranslations({ locale: lang, namespace: 'footer' });
  const screens = await getTranslations({ locale: lang, namespace: 'screens' });
  const offerTypes = await getTranslations({ locale: lang, namespace: 'specialOfferTypes' });
  const pages = await getTranslations({ locale: lang, namespace: 'staticPages' });
  const forms = await getTranslations({ locale: lang, namespace: 'forms' });
  const address = sanitizeRichHtml(chunkContent(chunks, 'footer-address', lang), 'inline');
  // The spec states the hours, so they have a fallback; phone numbers and e-mail have none.
  const sales = salesContacts(chunks, lang);
  const hours = sales.hours || t('salesHours');
  const { freeLine, paidLine, email } = sales;

  const offerLinks = [
    { href: routePath('sprzedaz', {}, lang), label: screens('sprzedaz.title') },
    { href: routePath('wynajem', {}, lang), label: screens('wynajem.title') },
    { href: routePath('do_sprzedania_wkrotce', {}, lang), label: screens('do_sprzedania_wkrotce.title') },
    { href: routePath('nowosci', {}, lang), label: screens('nowosci.title') },
    { href: routePath('przetargi', {}, lang), label: screens('przetargi.title') },
    {
      href: routePath('oferta_specjalna', { specialoffertype: 'promocje' }, lang),
      label: offerTypes('promocje'),
    },
    { href: routePath('ulubione', {}, lang), label: screens('ulubione.title') },
  ];
  const infoLinks = [
    { href: staticPagePath('about', lang), label: pages('about') },
    { href: staticPagePath('intermediaries', lang), label: pages('intermediaries') },
    { href: routePath('aktualnosci', {}, lang), label: screens('aktualnosci.title') },
    { href: routePath('wydarzenia', {}, lang), label: screens('wydarzenia.title') },
    { href: routePath('blog', {}, lang), label: screens('blog.title') },
    { href: routePath('faq', {}, lang), label: t('faqLink') },
    { href: routePath('kontakt', {}, lang), label: screens('kontakt.title') },
  ];
  const legalLinks = [
    { href: staticPagePath('privacy', lang), label: pages('privacy') },
    { href: staticPagePath('regulations', lang), label: pages('regulations') },
    { href: staticPagePath('cookies', lang), label: pages('cookies') },
  ];

  return (
    <footer className="site-footer" id={FOOTER_ID}>
      <section id="newsletter" className="newsletter" aria-labelledby="newsletter-heading">
        <div className="container newsletter__inner">
          <h2 id="newsletter-heading" className="newsletter__title">
            {t('newsletterHeading')}
          </h2>
          <p className="newsletter__text">{forms('newsletter.intro')}</p>
          {/* Markup now, the form's script when the visitor reaches for it (decision 050). */}
          <NewsletterIsland
            headingId="newsletter-heading"
            legend={t('newsletterHeading')}
            consentText={NEWSLETTER_CONSENT[lang]}
          >
            <NewsletterFormStatic
              lang={lang}
              texts={newsletterTexts(forms)}
              headingId="newsletter-heading"
              legend={t('newsletterHeading')}
              consentText={NEWSLETTER_CONSENT[lang]}
            />
          </NewsletterIsland>
        </div>
      </section>

      <div className="site-footer__main container">
        <div className="site-footer__company">
          <SiteLogo className="site-footer__logo" tone="light" label={t('logoAlt')} />
          <h2 className="visually-hidden">{t('companyHeading')}</h2>
          {address && (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: chunk HTML, sanitised above.
            <address className="site-footer__address" dangerouslySetInnerHTML={{ __html: address }} />
          )}
        </div>

        <section className="site-footer__sales" aria-labelledby="footer-sales">
          <h2 id="footer-sales" className="site-footer__heading">
            {t('salesHeading')}
          </h2>
          <p className="site-footer__hours">{hours}</p>
          <ul className="site-footer__contacts">
            {freeLine && (
              <li>
                <span className="site-footer__label">{t('freeLine')}</span>
                <a href={telHref(freeLine)} className="site-footer__phone">
                  {freeLine}
                </a>
              </li>
            )}
            {paidLine && (
              <li>
                <span className="site-footer__label">{t('paidLine')}</span>
                <a href={telHref(paidLine)} className="site-footer__phone">
                  {paidLine}
                </a>
              </li>
            )}
            {email && (
              <li>
                <span className="site-footer__label">{t('email')}</span>
                <a href={`mailto:${email}`}>{email}</a>
              </li>
            )}
          </ul>
        </section>

        <nav className="site-footer__column" aria-labelledby="footer-offers">
          <h2 id="footer-offers" className="site-footer__heading">
            {t('offersHeading')}
          </h2>
          <ul className="site-footer__links">
            {offerLinks.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href}>{link.label}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>

        <nav className="site-footer__column" aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__heading">
            {t('aboutHeading')}
          </h2>
          <ul className="site-footer__links">
            {infoLinks.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href}>{link.label}</SiteLink>
              </li>
            ))}
            <li>
              <a href="#newsletter">{t('newsletterLink')}</a>
            </li>
          </ul>
        </nav>
      </div>

      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <nav aria-label={t('legalHeading')}>
            <ul className="site-footer__legal">
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <SiteLink href={link.href}>{link.label}</SiteLink>
                </li>
              ))}
              <li>
                <CookieSettingsButton label={t('cookieSettings')} />
              </li>
            </ul>
          </nav>
          <p className="site-footer__copyright">{t('copyright', { year: COPYRIGHT_YEAR })}</p>
          <div className="site-footer__credits">
            <h2 className="visually-hidden">{t('creditsHeading')}</h2>
            <p>{t('creditsBorders')}</p>
            <p>{t('creditsTowns')}</p>
          </div>
        </div>
      </div>
    </footer>
  );
}
