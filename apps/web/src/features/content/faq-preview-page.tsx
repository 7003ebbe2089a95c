import { backOfficePaths } from '@estate/domain/back-office-paths';
import type { KindItem } from '@estate/domain/kinds/answers';
import { faqEntries } from '@estate/domain/kinds/faq-entries';
import { kindPaths } from '@estate/domain/kinds/kind-paths';
import { isLanguage, type Language } from '@estate/domain/language';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { FaqView } from './faq-page';

type Params = Promise<{ lang: string }>;

/**
 * Staff's preview of the FAQ with its drafts and scheduled questions, each marked (issue 18,
 * decision 040), at /podglad/faq and /en/podglad/faq: read through the FAQ kind's back-office list
 * (decision 052), which answers only a signed-in editor or admin, and gives a published question's
 * draft of changes over its public text; anyone else gets a 404. Never in the page cache
 * (server/main.ts), never indexed (robots and the page's own robots tag).
 */
const loadEntries = cache(async (lang: Language): Promise<KindItem[] | null> => {
  const { body } = await backOfficeGet(
    `${kindPaths(faqEntries.name).list}?lang=${lang}`,
    faqEntries.schemas.listAnswer,
  );
  return body ? body.data : null;
});

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

async function resolvePreview(params: Params) {
  const { lang } = await params;
  if (!isLanguage(lang)) notFound();
  const entries = await loadEntries(lang);
  if (!entries) notFound();
  return { lang, entries };
}

export async function faqPreviewMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang } = await resolvePreview(params);
  const [t, ts] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'preview' }),
    getTranslations({ locale: lang, namespace: 'screens' }),
  ]);
  return { title: t('title', { title: ts('faq.title') }), robots: { index: false, follow: false } };
}

export async function FaqPreviewPage({ params }: { params: Params }) {
  const { lang, entries } = await resolvePreview(params);
  setRequestLocale(lang);
  const t = await getTranslations({ locale: lang, namespace: 'preview' });
  // Marked: what visitors do not see as shown here (not public yet, or a published question's draft).
  const marks = new Map(
    entries
      .filter((entry) => entry.status !== 'published' || entry.draft)
      .map((entry) => [Number(entry.key), entry.status === 'scheduled' ? t('faqScheduled') : t('faqDraft')]),
  );
  const notice = (
    <aside className="preview-notice" aria-label={t('faqLabel')} data-testid="preview-notice">
      <p>
        <strong>{t('heading')}</strong> {t('faqLead')}
      </p>
      <p>
        <a href={`${backOfficePaths.siteFaq}?lang=${lang}`}>{t('faqBack')}</a>
      </p>
    </aside>
  );
  return (
    <FaqView
      lang={lang}
      items={entries.map((entry) => ({
        id: Number(entry.key),
        lang,
        question: text(entry.values.question),
        answer: text(entry.values.answer),
      }))}
      marks={marks}
      previewNotice={notice}
    />
  );
}
