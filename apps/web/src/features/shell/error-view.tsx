import type { Language } from '@estate/domain/language';
import { routePath } from '@estate/domain/routes';
import type { ReactNode } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { BackHomeLink } from './back-home-link';

export interface ErrorViewTexts {
  eyebrow: string;
  message: string;
  hint: string;
  hintSale: string;
  hintPromotions: string;
  backHome: string;
}

/**
 * The body of the 404 and error pages (SPEC §2 Error page): the message, hints to sale offers and
 * promotions, and the way home. Hook-free, so the server's not-found page and the client's error
 * boundary both use it.
 */
export function ErrorView({
  lang,
  texts,
  children,
  actions,
}: {
  lang: Language;
  texts: ErrorViewTexts;
  /** Extra lines under the message. */
  children?: ReactNode;
  /** Extra buttons beside the back-to-home link. */
  actions?: ReactNode;
}) {
  return (
    <div className="error-page container">
      <p className="error-page__eyebrow">{texts.eyebrow}</p>
      <h1 className="error-page__title">{texts.message}</h1>
      {children}
      <p className="error-page__hint">
        {texts.hint} <SiteLink href={routePath('sprzedaz', {}, lang)}>{texts.hintSale}</SiteLink>
        {', '}
        <SiteLink href={routePath('oferta_specjalna', { specialoffertype: 'promocje' }, lang)}>
          {texts.hintPromotions}
        </SiteLink>
        .
      </p>
      <div className="error-page__actions">
        {actions}
        <BackHomeLink label={texts.backHome} />
      </div>
    </div>
  );
}
