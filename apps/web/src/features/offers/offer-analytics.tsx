'use client';

import type { AnalyticsOfferInput } from '@estate/domain/price-band';
import { useEffect } from 'react';
import { pushOfferAnalytics } from '@/features/analytics/offer-data-layer';

/** Pushes the offer view to the data layer (SPEC §7) once per shown offer. */
export function OfferAnalytics({ offer }: { offer: AnalyticsOfferInput }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one push per offer, keyed by its id.
  useEffect(() => {
    pushOfferAnalytics(offer);
  }, [offer.id]);
  return null;
}
