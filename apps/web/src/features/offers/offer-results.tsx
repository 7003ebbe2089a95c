import type { Language } from '@estate/domain/language';
import type { OfferSummary } from '@estate/domain/offer-types';
import type { ReactNode } from 'react';
import { requestNonce } from '@/lib/security/request-nonce';
import { gridViewBootstrapScript } from './grid-view';
import { OfferTile } from './offer-tile';

/**
 * The tiles in the visitor's layout. The server renders grid3; the inline script, first child of
 * the box, switches to the remembered layout before the tiles are painted (no layout shift).
 */
export async function OfferResults({
  offers,
  lang,
  siteUrl,
  toolbar,
}: {
  offers: readonly OfferSummary[];
  lang: Language;
  siteUrl: string;
  toolbar?: ReactNode;
}) {
  const nonce = await requestNonce();
  return (
    <div className="offer-results" data-view="grid3" suppressHydrationWarning>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, no visitor input. */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: gridViewBootstrapScript() }} />
      {toolbar}
      <ul className="offer-grid">
        {offers.map((offer) => (
          <li key={offer.id} className="offer-grid__item">
            <OfferTile offer={offer} lang={lang} siteUrl={siteUrl} />
          </li>
        ))}
      </ul>
    </div>
  );
}
