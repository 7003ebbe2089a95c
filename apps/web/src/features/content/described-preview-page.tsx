import { backOfficePaths } from '@estate/domain/back-office-paths';
import {
  describedItemAnswerSchema,
  kindDescriptionAnswerSchema,
} from '@estate/domain/kinds/kind-description';
import { kindPaths } from '@estate/domain/kinds/kind-paths';
import { isLanguage } from '@estate/domain/language';
import type { RichTextProfile } from '@estate/domain/rich-text';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { backOfficeGet } from '@/lib/api/back-office-api';
import { RichText } from './rich-text';

type Params = Promise<{ lang: string; name: string; id: string }>;

/** One text field's value as the preview shows it: plain text, or rich text with its profile. */
type Shown = { name: string; text: string } | { name: string; html: string; profile: RichTextProfile };

/**
 * Staff's preview of an item of a kind the site draws from the API's description (decision 052,
 * "The fixture kind's editor as built"), at /podglad/rodzaje/<name>/<id> under the item's language:
 * its draft of changes over its live values, each text field in the declaration's order (the
 * first as the heading, rich text sanitised by its profile). Such a kind has no public page of
 * its own to imitate. Like every preview: the API answers only staff who may read the kind,
 * never cached, never indexed.
 */
const loadPreview = cache(async (name: string, id: string) => {
  const [kind, item] = await Promise.all([
    backOfficeGet(kindPaths(name).description, kindDescriptionAnswerSchema),
    backOfficeGet(kindPaths(name).item(id), describedItemAnswerSchema),
  ]);
  return kind.body && item.body ? { kind: kind.body.data, item: item.body.data } : null;
});

async function resolvePreview(params: Params) {
  const { lang, name, id } = await params;
  if (!isLanguage(lang) || !/^[a-z][a-z0-9-]{0,39}$/.test(name) || !/^[1-9]\d{0,9}$/.test(id)) notFound();
  const preview = await loadPreview(name, id);
  if (!preview) notFound();
  const { kind, item } = preview;
  const texts = kind.fields.flatMap((field): Shown[] => {
    const value = item.values[field.name];
    if (typeof value !== 'string') return [];
    if (field.widget.type === 'richText')
      return [{ name: field.name, html: value, profile: field.widget.profile }];
    return field.widget.type === 'text' ? [{ name: field.name, text: value }] : [];
  });
  const [heading, ...rest] = texts;
  return { lang, name, id, title: heading && 'text' in heading ? heading.text : id, rest };
}

export async function describedPreviewMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang, title } = await resolvePreview(params);
  const t = await getTranslations({ locale: lang, namespace: 'preview' });
  return { title: t('title', { title }), robots: { index: false, follow: false } };
}

export async function DescribedPreviewPage({ params }: { params: Params }) {
  const { lang, name, id, title, rest } = await resolvePreview(params);
  setRequestLocale(lang);
  const t = await getTranslations({ locale: lang, namespace: 'preview' });
  return (
    <>
      <aside className="preview-notice container" aria-label={t('contentLabel')}>
        <p>
          <strong>{t('heading')}</strong> {t('contentLead')}
        </p>
        <p>
          <a href={backOfficePaths.kindItem(name, id)}>{t('contentBack')}</a>
        </p>
      </aside>
      <article className="page container">
        <h1 className="page__title">{title}</h1>
        {rest.map((field) =>
          'html' in field ? (
            <RichText key={field.name} html={field.html} profile={field.profile} />
          ) : (
            <p key={field.name}>{field.text}</p>
          ),
        )}
      </article>
    </>
  );
}
