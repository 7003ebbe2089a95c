import type { OfferGroup } from '@estate/domain/api/content-responses';
import { SiteLink } from '@/components/ui/site-link';
import { htmlToText } from '@/lib/html/sanitize-html';
import { ContentImage } from './content-image';

/**
 * A special-offer group in its type's list: picture, name linking to the group's offers, the
 * description as plain text (clamped by CSS) and the number of offers. One link per tile; the
 * title link's area covers the tile.
 */
export function GroupTile({
  group,
  href,
  count,
  more,
}: {
  group: OfferGroup;
  href: string;
  count: string;
  more: string;
}) {
  return (
    <article className="group-tile" data-group-id={group.id}>
      <div className="group-tile__media">
        {group.image ? (
          <ContentImage src={group.image} alt="" className="group-tile__image" />
        ) : (
          <div className="group-tile__image group-tile__image--none" />
        )}
        <span className="group-tile__count">{count}</span>
      </div>
      <div className="group-tile__body">
        <h2 className="group-tile__title">
          <SiteLink href={href} className="group-tile__link">
            {group.name}
          </SiteLink>
        </h2>
        <p className="group-tile__text">{htmlToText(group.description)}</p>
        <span className="group-tile__more" aria-hidden="true">
          {more} →
        </span>
      </div>
    </article>
  );
}
