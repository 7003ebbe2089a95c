import 'server-only';
import { z } from 'zod';

/** Server-side settings of the site, parsed once; none of them reaches the browser. */
const schema = z.object({
  API_BASE: z.url().default('http://127.0.0.1:4000'),
  SITE_URL: z.url().default('http://localhost:3000'),
});

const parsed = schema.safeParse(process.env);
if (!parsed.success) {
  throw new Error(
    `Invalid site configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
  );
}

export const serverEnv = {
  apiBase: parsed.data.API_BASE.replace(/\/$/, ''),
  siteUrl: parsed.data.SITE_URL.replace(/\/$/, ''),
};
