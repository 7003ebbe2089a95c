import { type AnalyticsOfferInput, type OfferAnalytics, offerAnalytics } from '@estate/domain/price-band';
import { dataLayer } from './data-layer';

// Apart from data-layer.ts, which every page loads (consent, page views): only offer pages load this
// and the price bands it needs.

export interface OfferAnalyticsEvent {
  event: 'offerAnalytics';
  offer: OfferAnalytics;
}

/** The record of an offer view (SPEC §7); built by the domain so the price band has one definition. */
export function offerAnalyticsEvent(offer: AnalyticsOfferInput): OfferAnalyticsEvent {
  return { event: 'offerAnalytics', offer: offerAnalytics(offer) };
}

/** The one helper the offer page calls when an offer is shown. */
export function pushOfferAnalytics(offer: AnalyticsOfferInput): void {
  dataLayer().push(offerAnalyticsEvent(offer));
}
