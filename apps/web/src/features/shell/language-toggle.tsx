'use client';

import type { Language } from '@estate/domain/language';
import { switchLanguagePath } from '@estate/domain/language-switch';
import { usePathname } from 'next/navigation';

interface Props {
  lang: Language;
  labels: { current: string; switchTo: string };
}

/**
 * SPEC §2 language toggle: a plain link (it works without JavaScript and reloads the document in
 * the other language), its target computed by the domain's switch mapping from the current path.
 */
export function LanguageToggle({ lang, labels }: Props) {
  const target: Language = lang === 'pl' ? 'en' : 'pl';
  const href = switchLanguagePath(usePathname(), target);
  return (
    <div className="lang-toggle">
      <span className="lang-toggle__current">
        <span aria-hidden="true">{lang.toUpperCase()}</span>
        <span className="visually-hidden">{labels.current}</span>
      </span>
      <a className="lang-toggle__link" href={href} hrefLang={target} lang={target}>
        <span aria-hidden="true">{target.toUpperCase()}</span>
        <span className="visually-hidden">{labels.switchTo}</span>
      </a>
    </div>
  );
}
