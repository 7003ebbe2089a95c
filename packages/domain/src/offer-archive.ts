import { z } from 'zod';
import type { OfferStatus } from './offer-editor';
import type { StaffRole } from './staff-roles';

/**
 * Archiving instead of deleting (issue 35, decision 058): no offer is ever deleted by staff; an
 * archived one leaves the public site and the back office's default list, and comes back when an
 * editor or an admin restores it. The body of `POST /api/back-office/offers/{id}/archive`.
 */
export const offerArchiveSchema = z.object({ archived: z.boolean('invalid_value') }).strict();
export type OfferArchive = z.infer<typeof offerArchiveSchema>;

/**
 * The publication state an offer is archived in: never public and never due. A published offer is
 * unpublished (it has been published: restored, it keeps its first date); a scheduled one goes
 * back to a draft, so the publication loop does not publish it. Restoring keeps this state: the
 * person publishes it again as any unpublished offer.
 */
export function statusWhenArchived(status: OfferStatus): OfferStatus {
  if (status === 'published') return 'unpublished';
  if (status === 'scheduled') return 'draft';
  return status;
}

/** Who may bring an archived offer back: editors and admins. An agent may archive their own only. */
export function mayRestoreOffers(role: StaffRole): boolean {
  return role === 'admin' || role === 'editor';
}
