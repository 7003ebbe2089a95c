import { z } from 'zod';

/** The body of every 4xx/5xx answer, for the OpenAPI document. */
export const errorResponseSchema = z
  .object({
    error: z.object({
      code: z.string().describe('Machine-readable code; the site maps it to a message'),
      message: z.string().describe('English text for developers, not for visitors'),
      fields: z.record(z.string(), z.string()).optional().describe('Field path to error code'),
      conflict: z
        .object({
          version: z.number().int().describe('The version the item is at now'),
          changedAt: z.string().nullable().describe('When it was last changed'),
          changedBy: z.string().nullable().describe('Who changed it (e-mail); null: the publication loop'),
        })
        .optional()
        .describe('With 409 `edit_conflict`: the change the write was refused over (decision 052)'),
    }),
  })
  .describe('Error');
