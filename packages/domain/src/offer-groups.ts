import { z } from 'zod';
import { MAX_DATABASE_ID } from './constants';

/**
 * The special-offer groups an offer belongs to, with its place in each (issue 17). A group's page
 * lists its offers by this number, highest first (SPEC §7 /api/grouptype/classifieds: sort
 * specialOffer, order DESC); equal numbers fall back to the newest offer.
 */
export const GROUP_ORDER_MAX = 9_999;

const groupId = z.number('invalid_value').int('invalid_value').min(1, 'invalid_value').max(MAX_DATABASE_ID);

/** The whole set of an offer's groups, saved together (a group left out is left). */
export const offerGroupsSchema = z
  .object({
    groups: z
      .array(
        z
          .object({
            groupId,
            order: z
              .number('invalid_value')
              .int('invalid_value')
              .min(0, 'invalid_value')
              .max(GROUP_ORDER_MAX, 'invalid_value'),
          })
          .strict(),
      )
      .max(200)
      .refine(
        (groups) => new Set(groups.map((group) => group.groupId)).size === groups.length,
        'invalid_value',
      ),
  })
  .strict();
export type OfferGroups = z.infer<typeof offerGroupsSchema>;
