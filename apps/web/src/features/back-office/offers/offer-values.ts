import type { offers } from '@estate/domain/kinds/offers';
import type { z } from 'zod';

/** An offer's values as the kinds' API answers them (decision 052 S8a): what the editor's fields show. */
export type OfferValues = z.output<typeof offers.schemas.stored>;
