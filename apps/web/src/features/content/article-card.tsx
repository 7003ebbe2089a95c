import type { ReactNode } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { ContentImage } from './content-image';

/**
 * A news item, event or blog post in a list: picture, meta line (date, place, category), title
 * linking to the item and lead. The whole card is clickable through the title link's stretched
 * area, so there is one link per card for keyboard and screen-reader users.
 */
export function ArticleCard({
  href,
  title,
  lead,
  image,
  meta,
  badge,
  priority = false,
}: {
  href: string;
  title: string;
  lead: string;
  image: string | null;
  meta: ReactNode;
  /** A label over the picture (an event's upcoming/past state). */
  badge?: ReactNode;
  /** The list's first card: its picture is the largest paint on a phone, so it loads at once. */
  priority?: boolean;
}) {
  return (
    <article className="article-card">
      <div className="article-card__media">
        {image ? (
          <ContentImage src={image} alt="" className="article-card__image" priority={priority} />
        ) : (
          <div className="article-card__image article-card__image--none" />
        )}
        {badge}
      </div>
      <div className="article-card__body">
        <h2 className="article-card__title">
          <SiteLink href={href} className="article-card__link">
            {title}
          </SiteLink>
        </h2>
        <div className="article-card__meta">{meta}</div>
        <p className="article-card__lead">{lead}</p>
      </div>
    </article>
  );
}

/**
 * The cards of a list page, one column on phones, two from 768 px, three from 1200 px; `wide`
 * keeps two (the events' first page holds four: two rows of two rather than three and one).
 */
export function ArticleGrid({
  children,
  testId,
  wide = false,
}: {
  children: ReactNode;
  testId?: string;
  wide?: boolean;
}) {
  return (
    <ul className={wide ? 'article-grid article-grid--wide' : 'article-grid'} data-testid={testId}>
      {children}
    </ul>
  );
}
