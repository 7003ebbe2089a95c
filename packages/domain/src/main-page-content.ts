import { z } from 'zod';

/**
 * The home page's editable content in one language, as GET /api/main_page answers it.
 * Image and link fields are site-relative paths or absolute URLs.
 */
export const mainPageContentSchema = z.object({
  slider: z.array(
    z.object({
      title: z.string(),
      text: z.string(),
      image: z.string(),
      /** Written in the back office (issue 18); documents stored before it have none. */
      imageAlt: z.string().default(''),
      link: z.string().nullable(),
      linkLabel: z.string().nullable(),
    }),
  ),
  popup: z
    .object({
      title: z.string(),
      text: z.string(),
      image: z.string().nullable(),
      imageAlt: z.string().default(''),
      link: z.string().nullable(),
      linkLabel: z.string().nullable(),
      /** ISO instants: shown from `startsAt` until `endsAt`; null is open (issue 18). */
      startsAt: z.string().nullable().default(null),
      endsAt: z.string().nullable().default(null),
    })
    .nullable(),
  whoWeAre: z.object({ title: z.string(), html: z.string(), videoId: z.string().nullable() }),
  salesTiles: z.array(
    z.object({
      region: z.string(),
      name: z.string(),
      phone: z.string(),
      email: z.string(),
      photo: z.string().nullable(),
    }),
  ),
});

export type MainPageContent = z.infer<typeof mainPageContentSchema>;
