import type { MainPageContent } from '@estate/domain/main-page-content';
import { LazyImage } from '@/components/ui/lazy-image';
import { mailtoHref, telHref } from './contact-links';

type Tile = MainPageContent['salesTiles'][number];

/**
 * SPEC §2 home "Sales-department tiles": one per region with its contact person, photo, phone as
 * a tel: link and e-mail as a mailto: link.
 */
export function SalesTiles({
  tiles,
  labels,
}: {
  tiles: readonly Tile[];
  labels: { heading: string; lead: string; phone: string; email: string };
}) {
  if (tiles.length === 0) return null;
  return (
    <section className="page__section sales-tiles" aria-labelledby="sales-heading">
      <h2 id="sales-heading">{labels.heading}</h2>
      <p className="sales-tiles__lead">{labels.lead}</p>
      <ul className="sales-tiles__list" data-testid="sales-tiles">
        {tiles.map((tile) => (
          <li key={`${tile.region}-${tile.email}`} className="sales-tile">
            {tile.photo ? (
              <LazyImage
                className="sales-tile__photo"
                src={tile.photo}
                alt={tile.name}
                width={400}
                height={400}
              />
            ) : (
              <span className="sales-tile__photo sales-tile__photo--none" aria-hidden="true" />
            )}
            <div className="sales-tile__body">
              <h3 className="sales-tile__region">{tile.region}</h3>
              <p className="sales-tile__name">{tile.name}</p>
              <dl className="sales-tile__contact">
                <div>
                  <dt>{labels.phone}</dt>
                  <dd>
                    <a href={telHref(tile.phone)}>{tile.phone}</a>
                  </dd>
                </div>
                <div>
                  <dt>{labels.email}</dt>
                  <dd>
                    <a href={mailtoHref(tile.email)}>{tile.email}</a>
                  </dd>
                </div>
              </dl>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
