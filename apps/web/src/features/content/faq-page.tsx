import type { FaqItem } from '@estate/domain/api/content-responses';
import type { Language } from '@estate/domain/language';
import { routePath } from '@estate/domain/routes';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { getFaq } from '@/lib/api/api-client';
import { resolveRoute } from '@/lib/routing/resolve-route';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { FaqList } from './faq-list';

type Params = Promise<{ lang: string }>;

async function faqRoute(params: Params) {
  return resolveRoute((await params).lang, ['faq'], ['faq']);
}

export async function faqMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang, pathname } = await faqRoute(params);
  const t = await getTranslations({ locale: lang, namespace: 'screens' });
  return pageMetadata({ lang, pathname, title: t('faq.title'), description: t('faq.description') });
}

/** SPEC §2 FAQ: every question of the page's language (GET /api/faq), answers collapsed. */
export async function FaqPage({ params }: { params: Params }) {
  const { lang } = await faqRoute(params);
  setRequestLocale(lang);
  return <FaqView lang={lang} items={await getFaq(lang)} />;
}

/**
 * The FAQ page of a language with the given questions: the public ones, or staff's preview with the
 * drafts (decision 040), which puts its notice first and marks the questions not yet public.
 */
export async function FaqView({
  lang,
  items,
  marks,
  previewNotice,
}: {
  lang: Language;
  items: readonly FaqItem[];
  marks?: ReadonlyMap<number, string>;
  previewNotice?: ReactNode;
}) {
  const [t, tc] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'screens' }),
    getTranslations({ locale: lang, namespace: 'content' }),
  ]);
  return (
    <div className="page container faq-page">
      {previewNotice}
      <h1 className="page__title">{t('faq.title')}</h1>
      <p className="page__lead">{t('faq.description')}</p>
      {items.length === 0 ? (
        <p className="content-list-page__empty">{tc('empty')}</p>
      ) : (
        <FaqList items={items} label={tc('faq.listLabel')} testId="faq-list" marks={marks} />
      )}
      <p className="faq-page__contact">
        {tc('faq.contactLead')}{' '}
        <SiteLink href={routePath('kontakt', {}, lang)}>{tc('faq.contactLink')}</SiteLink>
      </p>
    </div>
  );
}
