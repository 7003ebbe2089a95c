import { backOfficePaths } from '@estate/domain/back-office-paths';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { SignedInStaff } from '../auth/staff-session';
import { backOfficeLanguage } from './back-office-language';
import { FlashMessage } from './flash-message';
import { LanguageSwitch, SignOutButton } from './shell-controls';

/**
 * The frame of every back-office page: the title, the language switch and, for a signed-in person,
 * the navigation (which later issues fill) with their name and sign-out. The page's heading and
 * content go in `main`.
 */
export async function BackOfficeFrame({
  staff,
  title,
  current,
  children,
}: {
  staff: SignedInStaff | null;
  /** The page's heading (a new offer's changes once its draft exists, so it may be a component). */
  title: ReactNode;
  /** The navigation entry of this page. */
  current?:
    | 'dashboard'
    | 'offers'
    | 'inbox'
    | 'newsletter'
    | 'searchAlerts'
    | 'content'
    | 'site'
    | 'account'
    | 'team'
    | 'audit';
  children: ReactNode;
}) {
  const lang = await backOfficeLanguage();
  const t = await getTranslations({ locale: lang, namespace: 'backOffice' });
  return (
    <>
      <header className="bo-header">
        <a className="bo-header__title" href={staff ? backOfficePaths.dashboard : backOfficePaths.signIn}>
          {t('title')}
        </a>
        {staff && (
          <nav className="bo-nav" aria-label={t('navigation')}>
            <ul>
              <li>
                <a
                  href={backOfficePaths.dashboard}
                  aria-current={current === 'dashboard' ? 'page' : undefined}
                >
                  {t('dashboard')}
                </a>
              </li>
              <li>
                <a href={backOfficePaths.offers} aria-current={current === 'offers' ? 'page' : undefined}>
                  {t('offers.title')}
                </a>
              </li>
              <li>
                <a href={backOfficePaths.inbox} aria-current={current === 'inbox' ? 'page' : undefined}>
                  {t('inbox.nav')}
                </a>
              </li>
              {staff.role !== 'agent' && (
                <li>
                  <a
                    href={backOfficePaths.newsletter}
                    aria-current={current === 'newsletter' ? 'page' : undefined}
                  >
                    {t('newsletter.title')}
                  </a>
                </li>
              )}
              <li>
                <a
                  href={backOfficePaths.searchAlerts}
                  aria-current={current === 'searchAlerts' ? 'page' : undefined}
                >
                  {t('searchAlerts.nav')}
                </a>
              </li>
              {staff.role !== 'agent' && (
                <li>
                  <a href={backOfficePaths.content} aria-current={current === 'content' ? 'page' : undefined}>
                    {t('content.nav')}
                  </a>
                </li>
              )}
              {staff.role !== 'agent' && (
                <li>
                  <a href={backOfficePaths.site} aria-current={current === 'site' ? 'page' : undefined}>
                    {t('site.nav')}
                  </a>
                </li>
              )}
              {staff.role === 'admin' && (
                <>
                  <li>
                    <a href={backOfficePaths.team} aria-current={current === 'team' ? 'page' : undefined}>
                      {t('staff.title')}
                    </a>
                  </li>
                  <li>
                    <a href={backOfficePaths.audit} aria-current={current === 'audit' ? 'page' : undefined}>
                      {t('audit.title')}
                    </a>
                  </li>
                </>
              )}
              <li>
                <a href={backOfficePaths.account} aria-current={current === 'account' ? 'page' : undefined}>
                  {t('account.title')}
                </a>
              </li>
            </ul>
          </nav>
        )}
        <div className="bo-header__tools">
          {staff && <span className="bo-header__who">{staff.name}</span>}
          <LanguageSwitch
            lang={lang}
            label={t('switchLanguageLabel')}
            text={t('switchLanguage')}
            unsaved={t('leaveUnsaved')}
          />
          {staff && <SignOutButton text={t('signOut')} unsaved={t('leaveUnsaved')} />}
        </div>
      </header>
      <main id="bo-main" className="bo-main">
        <FlashMessage />
        <h1>{title}</h1>
        {children}
      </main>
    </>
  );
}
