import type { Language } from '@estate/domain/language';
import { mainNavigation, routePath } from '@estate/domain/routes';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { CompareLink } from '@/features/compare/compare-link';
import { FavouritesLink } from '@/features/favourites/favourites-link';
import { HeaderFrame } from './header-frame';
import { LanguageToggle } from './language-toggle';
import { MainMenu } from './main-menu';
import { NavList } from './nav-list';
import { SiteLogo } from './site-logo';

/**
 * SPEC §2 header: logo, main navigation, favourites with count, language toggle. `progress` (the
 * loading bar) sits inside the banner landmark: shown during a navigation, it is page content that
 * must belong to a landmark like everything else (axe's `region` rule).
 */
export async function SiteHeader({ lang, progress }: { lang: Language; progress?: ReactNode }) {
  const t = await getTranslations({ locale: lang, namespace: 'header' });
  return (
    <HeaderFrame>
      {progress}
      <div className="site-header__bar container">
        <SiteLink href={routePath('home', {}, lang)} className="site-header__logo">
          <SiteLogo label={t('homeLink')} />
        </SiteLink>
        <MainMenu
          labels={{ open: t('openMenu'), close: t('closeMenu'), menu: t('menu') }}
          tools={
            <div className="site-header__tools">
              <FavouritesLink href={routePath('ulubione', {}, lang)} />
              <CompareLink lang={lang} />
              <LanguageToggle
                lang={lang}
                labels={{
                  current: t('currentLanguage'),
                  switchTo: t('switchTo'),
                }}
              />
            </div>
          }
        >
          <NavList items={mainNavigation(lang)} label={t('mainNavigation')} text={(key) => t(`nav.${key}`)} />
        </MainMenu>
      </div>
    </HeaderFrame>
  );
}
