/**
 * The area that sizes an offer, one rule for the API (which stores it as `area_main` on every offer
 * write for the area sorts) and the site's tiles. Areas in m².
 */

/** The areas the main area chooses from, in m². */
export interface SizedOffer {
  areaBuilding?: number | null;
  areaRental?: number | null;
  areaGround?: number | null;
}

/** The floor area of an offer: the building's, else the rented area; null for a plot of land. */
export function floorArea(offer: SizedOffer): number | null {
  return offer.areaBuilding ?? offer.areaRental ?? null;
}

/**
 * The area that sizes an offer (the "area" order of lists): its floor area, else the ground's;
 * null when it has none. A tile shows the floor area and the ground area on rows of their own.
 */
export function mainArea(offer: SizedOffer): number | null {
  return floorArea(offer) ?? offer.areaGround ?? null;
}
