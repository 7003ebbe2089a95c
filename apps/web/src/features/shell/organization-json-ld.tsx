import type { Language } from '@estate/domain/language';
import { routePath } from '@estate/domain/routes';

interface Props {
  lang: Language;
  siteUrl: string;
  name: string;
  /** The customer-service phone (chunk 'customer-phone'); left out when the chunk is missing. */
  phone: string;
  email: string;
}

/** SPEC §9: Organization structured data with the customer-service phone. */
export function OrganizationJsonLd({ lang, siteUrl, name, phone, email }: Props) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url: `${siteUrl}${routePath('home', {}, lang)}`,
    logo: `${siteUrl}/logo.svg`,
    ...(phone || email
      ? {
          contactPoint: [
            {
              '@type': 'ContactPoint',
              contactType: 'customer service',
              areaServed: 'PL',
              availableLanguage: ['Polish', 'English'],
              ...(phone ? { telephone: phone } : {}),
              ...(email ? { email } : {}),
            },
          ],
        }
      : {}),
  };
  // '<' escaped so no text from the content chunks can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON built here, with '<' escaped.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
