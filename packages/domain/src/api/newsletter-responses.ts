import { z } from 'zod';
import { LANGUAGES } from '../language';
import { singleResponseSchema } from './response-envelopes';

/**
 * What POST /api/newsletter/{confirm|unsubscribe}/{token} answers (decision 008): the outcome and the
 * subscriber's language. The API's route declares it; the site's newsletter page reads it.
 */
export const newsletterTokenResponseSchema = singleResponseSchema(
  z.object({
    status: z.enum(['confirmed', 'already_confirmed', 'unsubscribed']),
    lang: z.enum(LANGUAGES),
  }),
);
export type NewsletterTokenResponse = z.output<typeof newsletterTokenResponseSchema>;
