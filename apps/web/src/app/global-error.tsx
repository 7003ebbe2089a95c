'use client';

import { splitLanguagePath } from '@estate/domain/language';
import { usePathname } from 'next/navigation';
import { GLOBAL_ERROR_TEXTS } from '@/i18n/global-error-texts';
import { errorMessageKey } from '@/lib/errors/error-message';
import './site-styles';

/**
 * Errors in the root layout itself (SPEC §8): the layout is gone, so this page brings its own
 * document, its few texts from a small copy of the message files, and only a link home.
 */
export default function GlobalError({ error }: { error: unknown; retry: () => void }) {
  const { lang } = splitLanguagePath(usePathname() ?? '/');
  const t = GLOBAL_ERROR_TEXTS[lang];
  return (
    <html lang={lang}>
      <body>
        <main id="main" className="site-main">
          <div className="error-page container">
            <p className="error-page__eyebrow">{t.errorTitle}</p>
            <h1 className="error-page__title">{t[errorMessageKey(error)]}</h1>
            <p className="error-page__actions">
              <a className="button button--primary" href={lang === 'en' ? '/en' : '/'}>
                {t.backHome}
              </a>
            </p>
          </div>
        </main>
      </body>
    </html>
  );
}
