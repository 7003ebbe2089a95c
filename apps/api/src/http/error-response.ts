import { z } from 'zod';

/** The body of every 4xx/5xx answer, for the OpenAPI document. */
export const errorResponseSchema = z
  .object({
    error: z.object({
      code: z.string().describe('Machine-readable code; the site maps it to a message'),
      message: z.string().describe('English text for developers, not for visitors'),
      fields: z.record(z.string(), z.string()).optional().describe('Field path to error code'),
    }),
  })
  .describe('Error');
