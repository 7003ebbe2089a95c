import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs';
import { serverEnv } from '@/lib/env/server-env';
import { ContentImage } from './content-image';
import { RichText } from './rich-text';

/**
 * A news item, event or blog article: breadcrumbs, heading with its meta line, lead, picture,
 * sanitised body and a footer (back link, neighbours). `children` carries the structured data.
 */
export function ContentArticle({
  crumbs,
  title,
  lead,
  image,
  imageAlt = null,
  html,
  meta,
  footer,
  children,
}: {
  crumbs: readonly Crumb[];
  title: string;
  lead: string;
  image: string | null;
  /** The cover's alt text in the item's language (decision 037); without one the picture is decorative. */
  imageAlt?: string | null;
  html: string;
  meta: ReactNode;
  footer: ReactNode;
  children?: ReactNode;
}) {
  const t = useTranslations('content');
  return (
    <div className="page container content-article-page">
      <Breadcrumbs crumbs={crumbs} label={t('breadcrumbs')} siteUrl={serverEnv.siteUrl} />
      <article className="content-article">
        <header className="content-article__header">
          <h1 className="content-article__title">{title}</h1>
          <div className="content-article__meta">{meta}</div>
          <p className="content-article__lead">{lead}</p>
        </header>
        {image && (
          <ContentImage src={image} alt={imageAlt ?? ''} priority className="content-article__image" />
        )}
        <RichText html={html} profile="article" className="prose content-article__body" />
        <footer className="content-article__footer">{footer}</footer>
      </article>
      {children}
    </div>
  );
}
